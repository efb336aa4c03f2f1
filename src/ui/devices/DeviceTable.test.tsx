// The device table's own behaviour: column sorting both ways, and selecting every shown device or one.
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Machine } from '../../domain/wire/machine';
import enDevices from '../../i18n/en/devices';
import { renderScreen } from '../../../tests/component/render';
import { toRow, type DeviceRow } from './deviceRows';
import { DeviceTable } from './DeviceTable';

const CODES = ['M-10', 'M-2', 'M-33', 'M-1', 'M-21', 'M-3'];
const rows = CODES.map((code, i) =>
  toRow({ machine_id: 100 + i, machine_name: `Press ${i}`, alias: '', machine_code: code, state: i % 2, limit_authority: 3, groups: [] } as unknown as Machine),
);
const byCode = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const shownCodes = () => screen.getAllByTestId('device-code').map((cell) => cell.textContent?.trim() ?? '');

function Selectable({ onChange }: { onChange(rows: DeviceRow[]): void }) {
  const [selection, setSelection] = useState<DeviceRow[]>([]);
  return (
    <DeviceTable
      rows={rows}
      lang="en"
      emptyMessage="none"
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onChange(next);
      }}
    />
  );
}

beforeEach(() => {
  // jsdom lays nothing out: the scroll box gets a screen's height, so every row of the few here is mounted.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(800);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('device table', () => {
  it('sorts by a column both ways', async () => {
    const { user } = await renderScreen(<DeviceTable rows={rows} lang="en" emptyMessage="none" />, { namespaces: ['devices'] });
    const sort = await screen.findByTestId('sort-code');
    const header = sort.closest('th')!;
    await user.click(sort);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const ascending = shownCodes();
    expect(ascending).toHaveLength(CODES.length);
    expect(ascending).toEqual([...CODES].sort(byCode.compare));
    await user.click(sort);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(shownCodes()).toEqual([...CODES].sort((a, b) => byCode.compare(b, a)));
  });

  it('the header check box selects every shown device, and a row check box one', async () => {
    const onChange = vi.fn();
    const { user } = await renderScreen(<Selectable onChange={onChange} />, { namespaces: ['devices'] });
    await user.click(await screen.findByRole('checkbox', { name: enDevices.columns.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith(expect.arrayContaining(rows));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(rows.length);
    await user.click(within(screen.getAllByTestId('device-row')[0]!).getByRole('checkbox'));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(rows.length - 1);
  });
});
