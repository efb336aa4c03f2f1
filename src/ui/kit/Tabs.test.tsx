// The kit's tab list: one Tab stop, arrows (wrapping), Home and End select and focus; labels come in translated.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../tests/component/render';
import { Tabs } from './Tabs';

type Key = 'one' | 'two' | 'three';
const LABELS = { en: { one: 'One', two: 'Two', three: 'Three' }, cn: { one: '一', two: '二', three: '三' } } as const;

function Harness({ lang, onSelect }: { lang: 'en' | 'cn'; onSelect?(key: Key): void }) {
  const [tab, setTab] = useState<Key>('one');
  const keys: Key[] = ['one', 'two', 'three'];
  return (
    <Tabs
      id="t"
      label={lang === 'en' ? 'Sections' : '栏目'}
      tabs={keys.map((key) => ({ key, label: LABELS[lang][key] }))}
      selected={tab}
      onSelect={(key) => {
        onSelect?.(key);
        setTab(key);
      }}
    >
      <p>panel {tab}</p>
    </Tabs>
  );
}

const selectedName = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('kit tabs', () => {
  it('is one Tab stop; arrows wrap, Home and End reach the ends, each selecting and focusing its tab', async () => {
    const onSelect = vi.fn();
    const { user } = await renderScreen(<Harness lang="en" onSelect={onSelect} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedName()).toBe('Two');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel two');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('t-tab-two');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedName()).toBe('One');
    await user.keyboard('{ArrowLeft}');
    expect(selectedName()).toBe('Three');
    await user.keyboard('{Home}');
    expect(selectedName()).toBe('One');
    await user.keyboard('{End}');
    expect(selectedName()).toBe('Three');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    // Tab leaves the list: the other tabs are no stops.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('tab');
    expect(onSelect.mock.calls.map(([key]) => key)).toEqual(['two', 'three', 'one', 'three', 'one', 'three']);
  });

  it('shows the labels it is given in either language, and a click selects', async () => {
    const { user } = await renderScreen(<Harness lang="cn" />, { lang: 'cn' });
    expect(screen.getByRole('tablist', { name: '栏目' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '三' }));
    expect(selectedName()).toBe('三');
    expect(screen.getByTestId('t-tab-three').getAttribute('aria-selected')).toBe('true');
  });
});
