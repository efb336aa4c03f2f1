// An irreversible action runs once per intent (docs/decisions.md, "Console"): a button whose press answers a promise stays busy until
// it settles, ConfirmDialog's confirm takes one press per asking, and the SMS move sends one call for a double click,
// in both languages.
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../../domain/constants';
import type { Result } from '../../transport/http';
import { renderScreen } from '../../../tests/component/render';
import { ActionButton } from '../common/controls/ActionButton';
import { StockCard } from '../sms/StockCard';
import { ConfirmDialog } from './ConfirmDialog';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('kit pending state', () => {
  it('an ActionButton whose press answers a promise is busy and deaf until it settles, then presses again', async () => {
    const call = deferred<void>();
    const onClick = vi.fn(() => call.promise);
    await renderScreen(<ActionButton label="Move" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Move' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => call.resolve());
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ConfirmDialog confirms once for a double click, and again only after the caller’s busy rose and fell', async () => {
    const onConfirm = vi.fn();
    let finish = () => undefined as void;
    let rose: Promise<void> = Promise.resolve();
    function Caller() {
      const [busy, setBusy] = useState(false);
      finish = () => setBusy(false);
      return (
        <ConfirmDialog title="Delete?" body="Gone for good." confirmLabel="Delete" cancelLabel="Cancel" testId="ask" busy={busy}
          onConfirm={() => {
            onConfirm();
            // As a mutation's pending state: it renders a tick after the press.
            rose = new Promise((resolve) => setTimeout(() => {
              setBusy(true);
              resolve();
            }, 0));
          }} onCancel={() => undefined} />
      );
    }
    await renderScreen(<Caller />);
    const confirm = screen.getByTestId('ask-confirm') as HTMLButtonElement;
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    // The caller's busy has risen before it falls: the button's own pressed state alone shows aria-busy too, and a
    // fall before the rise would leave the caller busy for good.
    await act(async () => rose);
    await act(async () => finish());
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it.each<[Language, string, string]>([
    ['en', 'Move SMS stock', 'Move, cannot be undone'],
    ['cn', '转入短信余量', '转入（不可撤销）'],
  ])('the SMS move (%s) sends one transfer for a double click on its confirm', async (lang, title) => {
    const answer = deferred<Result<unknown>>();
    const view = await renderScreen(
      <StockCard eid={201} settings={{ eid: 201, smsFlag: 1, emailFlag: 0, userDaily: 10, deviceDaily: 10, usage: { usedToday: 0, lastDays: [] }, contacts: [] }} />,
      {
        lang,
        namespaces: ['sms'],
        answer: (request) => {
          if (request.path === '/api/user/getUserId') return { ok: true, data: { userid: 7 } };
          if (request.path.endsWith('/sms/user/stock')) return { ok: true, data: { stock: 5, personalStock: 98, enterpriseStock: 10 } };
          // A pending answer: the double click lands while the move is on its way.
          if (request.path.endsWith('/userMessage/transfer')) return answer.promise as unknown as Result<unknown>;
          return undefined;
        },
      },
    );
    const amount = await screen.findByTestId('sms-transfer-amount');
    await view.user.clear(amount);
    await view.user.type(amount, '3');
    await view.user.click(screen.getByTestId('sms-transfer-open'));
    expect(screen.getByRole('alertdialog').textContent).toContain(title);
    await view.user.dblClick(screen.getByTestId('sms-transfer-confirm-confirm'));
    const transfers = () => view.cloud.requests.filter((r) => r.path.endsWith('/userMessage/transfer'));
    expect(transfers()).toHaveLength(1);
    expect(transfers()[0]?.once).toBe(true);
    await act(async () => answer.resolve({ ok: true, data: { moved: 3, personalStock: 95, enterpriseStock: 13 } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transfers()).toHaveLength(1);
  });
});
