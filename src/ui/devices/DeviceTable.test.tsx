// The device table's own behaviour: column sorting both ways, selecting every shown device or one, a screenful of
// 5,000 devices mounted (table and cards, on the kit's windowing) with sort and selection kept while scrolling, a
// search or a switch of view, and the rows' light visit button handing a press on to the real one.
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Machine } from '../../domain/wire/machine';
import enDevices from '../../i18n/en/devices';
import enVisit from '../../i18n/en/visit';
import { renderScreen } from '../../../tests/component/render';
import { toRow, type DeviceRow } from './deviceRows';
import { DeviceTable } from './DeviceTable';
import { useRowVisit } from './RowVisitButton';

const CODES = ['M-10', 'M-2', 'M-33', 'M-1', 'M-21', 'M-3'];
const rows = CODES.map((code, i) =>
  toRow({ machine_id: 100 + i, machine_name: `Press ${i}`, alias: '', machine_code: code, state: i % 2, limit_authority: 3, groups: [] } as unknown as Machine),
);
const byCode = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const shownCodes = () => screen.getAllByTestId('device-code').map((cell) => cell.textContent?.trim() ?? '');

function Selectable({ onChange, shown = rows, view }: { onChange(rows: DeviceRow[]): void; shown?: readonly DeviceRow[]; view?: 'table' | 'cards' }) {
  const [selection, setSelection] = useState<DeviceRow[]>([]);
  return (
    <DeviceTable
      rows={shown}
      view={view}
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

const MANY = 5_000;
const fleet = Array.from({ length: MANY }, (_, i) =>
  toRow({ machine_id: i + 1, machine_name: `Unit ${i + 1}`, alias: '', machine_code: `PN-${i + 1}`, state: i % 2, limit_authority: 3, groups: [] } as unknown as Machine),
);
const narrowed = fleet.filter((row) => row.code.endsWith('7'));
/** The table with buttons that narrow its rows (a search) and switch it to cards, as the page does. */
function Harness({ onChange }: { onChange(rows: DeviceRow[]): void }) {
  const [shown, setShown] = useState<readonly DeviceRow[]>(fleet);
  const [view, setView] = useState<'table' | 'cards'>('table');
  return (
    <>
      <button type="button" onClick={() => setShown(narrowed)}>narrow</button>
      <button type="button" onClick={() => setView('cards')}>cards</button>
      <Selectable onChange={onChange} shown={shown} view={view} />
    </>
  );
}
const scrollBox = (selector: string) => document.querySelector<HTMLElement>(selector)!;
function scrollTo(box: HTMLElement, top: number) {
  box.scrollTop = top;
  fireEvent.scroll(box);
}

describe('device list windowing (5,000 devices)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(480);
  });

  it('mounts a screenful of rows; scrolling brings later rows, with the sort and the selection kept', async () => {
    const onChange = vi.fn();
    const { user } = await renderScreen(<Harness onChange={onChange} />, { namespaces: ['devices'] });
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe(String(MANY + 1));
    // 480 px of 52 px rows: ten in view, never thousands.
    expect(screen.getAllByTestId('device-row').length).toBeLessThan(20);
    await user.click(screen.getByTestId('sort-code'));
    await user.click(screen.getByTestId('sort-code'));
    expect(shownCodes()[0]).toBe(`PN-${MANY}`);
    await user.click(within(screen.getAllByTestId('device-row')[0]!).getByRole('checkbox'));
    expect(onChange.mock.lastCall?.[0].map((row: DeviceRow) => row.code)).toEqual([`PN-${MANY}`]);

    const box = scrollBox('.device-table .kit-table-scroll');
    scrollTo(box, 52 * 3000);
    await waitFor(() => expect(shownCodes()).toContain(`PN-${MANY - 3000}`));
    expect(shownCodes()).not.toContain(`PN-${MANY}`);
    expect(screen.getAllByTestId('device-row').length).toBeLessThan(20);
    const codes = shownCodes();
    expect(codes).toEqual([...codes].sort((a, b) => byCode.compare(b, a)));

    scrollTo(box, 0);
    await waitFor(() => expect(shownCodes()[0]).toBe(`PN-${MANY}`));
    expect(within(screen.getAllByTestId('device-row')[0]!).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);

    // A search hands the table fewer of the same devices: still in descending order, still selected.
    await user.click(screen.getByRole('button', { name: 'narrow' }));
    await waitFor(() => expect(shownCodes()[0]).toBe('PN-4997'));
    const fewer = shownCodes();
    expect(fewer).toEqual([...fewer].sort((a, b) => byCode.compare(b, a)));
  });

  it('shows the same devices as cards, a screenful mounted, in the order chosen in the table', async () => {
    const { user } = await renderScreen(<Harness onChange={vi.fn()} />, { namespaces: ['devices'] });
    await user.click(screen.getByTestId('sort-code'));
    await user.click(screen.getByTestId('sort-code'));
    await user.click(screen.getByRole('button', { name: 'cards' }));
    const cards = () => screen.getAllByTestId('device-card');
    await waitFor(() => expect(cards()[0]!.textContent).toContain(`PN-${MANY}`));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(cards().length).toBeLessThan(20);
    expect(cards()[0]!.getAttribute('aria-setsize')).toBe(String(MANY));

    // One card a line here (jsdom lays out no width), 156 px a line.
    scrollTo(scrollBox('.device-table .kit-cards-scroll'), 156 * 4000);
    await waitFor(() => expect(cards().some((card) => card.textContent?.includes(`PN-${MANY - 4000}`))).toBe(true));
    expect(cards().length).toBeLessThan(20);
    expect(cards().some((card) => card.textContent?.includes(`PN-${MANY}`))).toBe(false);
  });

  it('the visit button of a row becomes the full visit button when pressed, and keeps the focus', async () => {
    const closed = fleet.slice(0, 200).map((row) => ({ ...row, machine: { ...row.machine, cloudState: 0 } as Machine }));
    function WithVisit() {
      return <DeviceTable rows={closed} lang="en" emptyMessage="none" actions={useRowVisit()} />;
    }
    const { user, cloud } = await renderScreen(<WithVisit />, { namespaces: ['devices', 'visit'] });
    const standIn = screen.getByTestId('visit-1');
    expect(standIn.getAttribute('aria-label')).toBe(enVisit.buttonLabel.replace('{{name}}', 'Unit 1'));
    await user.click(standIn);
    // The real button ran the visit: a closed cloud switch stops it in the console, before any call.
    await screen.findByTestId('visit-result');
    expect(screen.getByTestId('visit-result').dataset.kind).toBe('local');
    expect(cloud.paths()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('visit-1')));
    expect(screen.getByTestId('visit-1')).not.toBe(standIn);
  });
});
