// The kit's toasts: announced in live regions (errors assertively), closed by a button named in the page's
// language, gone after their time, but never while the reader hovers or focuses them.
import { useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enCommon from '../../i18n/en/common';
import cnCommon from '../../i18n/cn/common';
import { renderScreen } from '../../../tests/component/render';
import { Toast, type ToastItem } from './Toast';

const LIFE = 3_000;

function Host({ initial }: { initial: ToastItem[] }) {
  const [items, setItems] = useState(initial);
  return <Toast items={items} life={LIFE} onClose={(id) => setItems((shown) => shown.filter((item) => item.id !== id))} />;
}

const saved: ToastItem = { id: 1, severity: 'success', summary: 'Saved' };
const failed: ToastItem = { id: 2, severity: 'error', summary: 'The cloud did not answer' };

afterEach(() => {
  vi.useRealTimers();
});

describe('kit toast', () => {
  it('shows each message as text in a live region, errors in the assertive one', async () => {
    await renderScreen(<Host initial={[saved, failed, { id: 3, severity: 'info', summary: '<b>not markup</b>' }]} />);
    expect(within(screen.getByRole('status')).getByText('Saved')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('The cloud did not answer')).toBeTruthy();
    expect(within(screen.getByRole('status')).getByText('<b>not markup</b>')).toBeTruthy();
    expect(screen.getByRole('status').querySelector('b')).toBeNull();
    expect(screen.getAllByTestId('toast').map((t) => t.dataset.severity)).toEqual(['error', 'success', 'info']);
  });

  it('names its close button in the page language, and the button closes it', async () => {
    const { user, unmount } = await renderScreen(<Host initial={[saved]} />, { lang: 'cn' });
    await user.click(screen.getByRole('button', { name: cnCommon.actions.close }));
    expect(screen.queryByText('Saved')).toBeNull();
    unmount();
    await renderScreen(<Host initial={[saved]} />, { lang: 'en' });
    expect(screen.getByRole('button', { name: enCommon.actions.close })).toBeTruthy();
  });

  it('hides itself after its time', async () => {
    vi.useFakeTimers();
    await renderScreen(<Host initial={[saved]} />);
    act(() => vi.advanceTimersByTime(LIFE - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('waits while the focus is inside it or the pointer over it, then gets its full time again', async () => {
    vi.useFakeTimers();
    await renderScreen(<Host initial={[saved]} />);
    const close = screen.getByRole('button', { name: enCommon.actions.close });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(LIFE * 5));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => fireEvent.mouseEnter(screen.getByTestId('toast')));
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(LIFE * 5));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => fireEvent.mouseLeave(screen.getByTestId('toast')));
    act(() => vi.advanceTimersByTime(LIFE - 1));
    expect(screen.queryByText('Saved')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
