// The kit's table: sorting both ways, selection, the grid keys, a windowed long list (a screenful of rows
// mounted, also as cards and with recycled rows), and the loading, error and empty states in both languages.
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cnCommon from '../../i18n/cn/common';
import enCommon from '../../i18n/en/common';
import { renderScreen } from '../../../tests/component/render';
import { DataTable, WINDOW_FROM, type Column, type RowKey } from './DataTable';

interface Row {
  id: number;
  code: string;
  count: number;
}
const CODES = ['M-10', 'M-2', 'M-33', 'M-1', 'M-21', 'M-3'];
const rows: Row[] = CODES.map((code, i) => ({ id: i + 1, code, count: (i * 7) % 5 }));
const columns: Column<Row>[] = [
  { id: 'code', header: 'Code', cell: (r) => <code data-testid="code">{r.code}</code>, sortValue: (r) => r.code, rowHeader: true },
  { id: 'count', header: 'Count', cell: (r) => r.count, sortValue: (r) => r.count, className: 'num' },
  { id: 'open', header: 'Actions', headerHidden: true, cell: (r) => <button type="button">Open {r.code}</button> },
];
const shownCodes = () => screen.getAllByTestId('code').map((cell) => cell.textContent);
const byCode = new Intl.Collator('en', { numeric: true }).compare;

function Selectable({ onChange }: { onChange(keys: RowKey[]): void }) {
  const [selection, setSelection] = useState<ReadonlySet<RowKey>>(new Set());
  return (
    <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Machines" rowName={(r) => r.code} selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onChange([...next].sort());
      }} />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('kit data table', () => {
  it('sorts by a column both ways, numbers inside text read as numbers', async () => {
    const { user } = await renderScreen(<DataTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Machines" />);
    expect(shownCodes()).toEqual(CODES);
    const header = screen.getByTestId('sort-code').closest('th')!;
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(screen.getByTestId('sort-code'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(shownCodes()).toEqual([...CODES].sort(byCode));
    await user.click(screen.getByTestId('sort-code'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(shownCodes()).toEqual([...CODES].sort((a, b) => byCode(b, a)));
    await user.click(screen.getByTestId('sort-count'));
    const counts = screen.getAllByRole('row').slice(1).map((row) => Number(row.querySelectorAll('td')[0]?.textContent));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('selects every shown row from the header, and one row from its check box', async () => {
    const onChange = vi.fn();
    const { user } = await renderScreen(<Selectable onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: enCommon.table.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2, 3, 4, 5, 6]);
    expect(screen.getAllByRole('row').slice(1).every((row) => row.getAttribute('aria-selected') === 'true')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select M-2' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3, 4, 5, 6]);
    expect((screen.getByRole('checkbox', { name: enCommon.table.selectAll }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: enCommon.table.selectAll }));
    await user.click(screen.getByRole('checkbox', { name: enCommon.table.selectAll }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('checks the header box only while every shown row is selected, whatever else the selection holds', async () => {
    const base = { columns, rowKey: (r: Row) => r.id, label: 'Machines', rowName: (r: Row) => r.code, onSelectionChange: () => {} };
    const all = () => (screen.getByRole('checkbox', { name: enCommon.table.selectAll }) as HTMLInputElement).checked;
    const { rerender } = await renderScreen(<DataTable {...base} rows={rows} selection={new Set([1, 2])} />);
    expect(all()).toBe(false);
    // A search that shows only the selected rows: all of them are selected.
    rerender(<DataTable {...base} rows={rows.slice(0, 2)} selection={new Set([1, 2])} />);
    expect(all()).toBe(true);
    // As many keys as shown rows, one of them a row the search hides: not every shown row is selected.
    rerender(<DataTable {...base} rows={rows.slice(0, 2)} selection={new Set([1, 3])} />);
    expect(all()).toBe(false);
    // More keys than shown rows, the shown ones among them.
    rerender(<DataTable {...base} rows={rows.slice(1, 3)} selection={new Set([1, 2, 3, 4])} />);
    expect(all()).toBe(true);
    rerender(<DataTable {...base} rows={[]} selection={new Set([1])} />);
    expect(all()).toBe(false);
  });

  it('is one Tab stop; arrow keys, Home and End move between cells and rows', async () => {
    const { user } = await renderScreen(
      <>
        <button type="button">before</button>
        <DataTable rows={rows} columns={columns} rowKey={(r) => r.id} label="Machines" firstStop="button" />
        <button type="button">after</button>
      </>,
    );
    await user.tab();
    await user.tab();
    // The first row's button, past the sort headers.
    expect(document.activeElement?.textContent).toBe('Open M-10');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Open M-2');
    await user.keyboard('{Home}');
    expect(document.activeElement?.closest('th')?.textContent).toBe('M-2');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe(String(rows[1]!.count));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement?.closest('tr')?.getAttribute('aria-rowindex')).toBe(String(rows.length + 1));
    await user.keyboard('{ArrowUp}'.repeat(rows.length));
    expect(within(document.activeElement!.closest('th')!).getByTestId('sort-count')).toBeTruthy();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('after');
  });

  it('leaves Up and Down to a drop-down in a cell, Left and Right still move', async () => {
    const withChoice: Column<Row>[] = [
      columns[0]!,
      { id: 'level', header: 'Level', cell: (r) => (
        <select aria-label={`Level ${r.code}`} defaultValue="a"><option value="a">A</option><option value="b">B</option></select>
      ) },
    ];
    const { user } = await renderScreen(<DataTable rows={rows} columns={withChoice} rowKey={(r) => r.id} label="Machines" firstStop="select" />);
    await user.tab();
    const first = screen.getByRole('combobox', { name: 'Level M-10' });
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.closest('th')?.textContent).toBe('M-10');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.closest('th')?.textContent).toBe('M-2');
  });

  it('mounts a screenful of a long list, and the rows further down once scrolled to', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, code: `M-${i + 1}`, count: i }));
    await renderScreen(<DataTable rows={many} columns={columns} rowKey={(r) => r.id} label="Machines" testId="long" />);
    expect(many.length).toBeGreaterThan(WINDOW_FROM);
    const mounted = () => screen.getAllByTestId('code').length;
    // 400 px of 40 px rows, and a few beyond each edge.
    expect(mounted()).toBeGreaterThan(5);
    expect(mounted()).toBeLessThan(30);
    expect(screen.getByTestId('long').getAttribute('aria-rowcount')).toBe('5001');
    const box = screen.getByTestId('long').parentElement!;
    box.scrollTop = 40 * 3000;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shownCodes()).toContain('M-3001'));
    expect(mounted()).toBeLessThan(30);
    expect(shownCodes()).not.toContain('M-1');
  });

  it('shows the last rows of a long list that gets shorter while scrolled below its new end, and all again after', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, code: `M-${i + 1}`, count: i }));
    function Shrinking() {
      const [shown, setShown] = useState(many);
      return (
        <>
          <button type="button" onClick={() => setShown(many.slice(0, 500))}>fewer</button>
          <button type="button" onClick={() => setShown(many)}>all</button>
          <DataTable rows={shown} columns={columns} rowKey={(r) => r.id} label="Machines" testId="long" />
        </>
      );
    }
    const { user } = await renderScreen(<Shrinking />);
    const box = screen.getByTestId('long').parentElement!;
    box.scrollTop = 40 * 3000;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shownCodes()).toContain('M-3001'));
    // 500 rows end at 20,000 px, far above the scroll: the table shows its last rows rather than none.
    await user.click(screen.getByRole('button', { name: 'fewer' }));
    expect(shownCodes()).toContain('M-500');
    expect(shownCodes().length).toBeGreaterThan(5);
    expect(screen.getByTestId('long').getAttribute('aria-rowcount')).toBe('501');
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(shownCodes()).toContain('M-3001');
    expect(shownCodes()).not.toContain('M-500');
  });

  it('shows a long list as cards, a screenful of lines mounted, in the order sorted in the table', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 5000 }, (_, i) => ({ id: i + 1, code: `M-${i + 1}`, count: i }));
    const cards = { render: (r: Row) => <code data-testid="code">{r.code}</code>, lineHeight: 100, minWidth: 200, testId: 'card' };
    function Switchable() {
      const [view, setView] = useState<'table' | 'cards'>('table');
      return (
        <>
          <button type="button" onClick={() => setView('cards')}>cards</button>
          <DataTable rows={many} columns={columns} rowKey={(r) => r.id} label="Machines" view={view} cards={cards} />
        </>
      );
    }
    const { user } = await renderScreen(<Switchable />);
    await user.click(screen.getByTestId('sort-count'));
    await user.click(screen.getByTestId('sort-count'));
    await user.click(screen.getByRole('button', { name: 'cards' }));
    expect(screen.queryByRole('grid')).toBeNull();
    expect(shownCodes()[0]).toBe('M-5000');
    expect(screen.getAllByTestId('card').length).toBeLessThan(15);
    const box = document.querySelector<HTMLElement>('.kit-cards-scroll')!;
    box.scrollTop = 100 * 2500;
    box.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shownCodes()).toContain('M-2500'));
    expect(screen.getAllByTestId('card').length).toBeLessThan(15);
  });

  it('recycles the rows of a windowed table without mixing up their selection', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, code: `M-${i + 1}`, count: i }));
    function Recycled() {
      const [keys, setKeys] = useState<ReadonlySet<RowKey>>(new Set([2]));
      const [shown, setShown] = useState(many);
      return (
        <>
          <button type="button" onClick={() => setShown(many.filter((r) => r.id % 2 === 0))}>even</button>
          <DataTable rows={shown} columns={columns} rowKey={(r) => r.id} label="Machines" recycleRows selection={keys} onSelectionChange={setKeys} rowName={(r) => r.code} />
        </>
      );
    }
    const { user } = await renderScreen(<Recycled />);
    const checked = () => screen.getAllByRole<HTMLInputElement>('checkbox').filter((box) => box.checked).map((box) => box.getAttribute('aria-label'));
    expect(checked()).toEqual(['Select M-2']);
    const before = screen.getAllByRole('row')[1];
    // M-2 moves from the second row to the first; the elements stay, each showing its new row.
    await user.click(screen.getByRole('button', { name: 'even' }));
    expect(screen.getAllByRole('row')[1]).toBe(before);
    expect(shownCodes().slice(0, 3)).toEqual(['M-2', 'M-4', 'M-6']);
    expect(checked()).toEqual(['Select M-2']);
  });

  it('shows each row its own content in a column that keeps its cells, also in recycled rows', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    const many = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, code: `M-${i + 1}`, count: i % 3 }));
    const parity: Column<Row> = { id: 'parity', header: 'Parity', cellKey: (r) => r.id % 2, cell: (r) => (r.id % 2 === 0 ? 'even' : 'odd') };
    const kept = [...columns, parity];
    const cellsOf = () => screen.getAllByRole('row').slice(1).map((row) => [row.querySelector('[data-testid="code"]')?.textContent, row.lastElementChild?.textContent]);
    const { rerender } = await renderScreen(<DataTable rows={many} columns={kept} rowKey={(r) => r.id} label="Machines" recycleRows />);
    expect(cellsOf().slice(0, 3)).toEqual([['M-1', 'odd'], ['M-2', 'even'], ['M-3', 'odd']]);
    rerender(<DataTable rows={many.filter((r) => r.id % 3 === 0)} columns={kept} rowKey={(r) => r.id} label="Machines" recycleRows />);
    expect(cellsOf().slice(0, 3)).toEqual([['M-3', 'odd'], ['M-6', 'even'], ['M-9', 'odd']]);
  });

  it.each([
    ['en', enCommon],
    ['cn', cnCommon],
  ] as const)('says loading, nothing to show and a failure with its retry in %s', async (lang, texts) => {
    const onRetry = vi.fn();
    const base = { columns, rowKey: (r: Row) => r.id, label: 'Machines' };
    const { rerender, user } = await renderScreen(<DataTable {...base} rows={[]} loading />, { lang });
    expect(screen.getByRole('status').textContent).toContain(texts.table.loading);
    rerender(<DataTable {...base} rows={[]} />);
    expect(screen.getByRole('grid').textContent).toContain(texts.table.empty);
    rerender(<DataTable {...base} rows={rows} error={{ title: 'Failed', outcome: { kind: 'network', messageKey: 'errors:network' }, onRetry, testId: 'fail' }} />);
    expect(screen.queryAllByTestId('code')).toHaveLength(0);
    await user.click(within(screen.getByTestId('fail')).getByRole('button', { name: texts.actions.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
