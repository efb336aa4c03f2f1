// The tables' keyboard model: the ARIA grid pattern with a roving tab index. The whole table is one Tab stop (the
// first row's `firstStop` control, or its first cell, until the user moves); arrow keys, Home/End, PageUp/PageDown
// and Ctrl+Home/End move between cells, scrolling rows that are not mounted yet into view. Sort headers and check
// boxes are not a Tab stop each, so the first row is a few presses from the top of the page. Rows carry
// aria-rowindex (1 for the header row).
import { useCallback, useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'button, input, select, textarea, a[href], [data-grid-stop]';

interface Position {
  /** 0 is the header row, 1 the first device (the rows' aria-rowindex minus one). */
  row: number;
  /** Index among the row's stops: each focusable control, or the cell itself when it holds none. */
  col: number;
}

/** A row's cells and the controls inside them, in document order (a cell before its controls). */
const CELLS_AND_CONTROLS = `:scope > :is(td, th), :scope > :is(td, th) :is(${FOCUSABLE})`;

/**
 * Stops from cells and their controls in document order, grouped by the row `rowOf` names for each cell (undefined
 * for a control): a cell's controls, or the cell itself when it has none.
 */
function gatherStops<K>(elements: HTMLElement[], rowOf: (element: HTMLElement) => K | undefined): Map<K, HTMLElement[]> {
  const byRow = new Map<K, HTMLElement[]>();
  let stops: HTMLElement[] = [];
  let cell: HTMLElement | undefined;
  let cellHasControls = false;
  for (const element of elements) {
    const row = rowOf(element);
    if (row === undefined) {
      stops.push(element);
      cellHasControls = true;
      continue;
    }
    if (cell && !cellHasControls) stops.push(cell);
    const known = byRow.get(row);
    if (known) stops = known;
    else byRow.set(row, (stops = []));
    cell = element;
    cellHasControls = false;
  }
  if (cell && !cellHasControls) stops.push(cell);
  return byRow;
}

/** The stops of one row, from one query of the row rather than one a cell. */
function stopsOf(row: HTMLTableRowElement): HTMLElement[] {
  const elements = Array.from(row.querySelectorAll<HTMLElement>(CELLS_AND_CONTROLS));
  return gatherStops(elements, (element) => (element.parentElement === row ? 0 : undefined)).get(0) ?? [];
}

/** Every row's cells and their controls (rows by aria-rowindex), for the stops of all mounted rows at once. */
const ROWS_CELLS_AND_CONTROLS = `tr[aria-rowindex] > :is(td, th), tr[aria-rowindex] > :is(td, th) :is(${FOCUSABLE})`;

const isGridRow = (element: Element | null): element is HTMLTableRowElement => element instanceof HTMLTableRowElement && element.hasAttribute('aria-rowindex');

/**
 * The stops of every mounted row (0 the header), as stopsOf gives them, from one query of the table rather than
 * one a row: this runs after a render of the table that added, removed or moved rows or controls.
 */
function stopsByRow(table: HTMLTableElement): Map<number, HTMLElement[]> {
  const elements = Array.from(table.querySelectorAll<HTMLElement>(ROWS_CELLS_AND_CONTROLS));
  return gatherStops(elements, (element) => {
    const parent = element.parentElement;
    return isGridRow(parent) && (element.tagName === 'TD' || element.tagName === 'TH') ? Number(parent.getAttribute('aria-rowindex')) - 1 : undefined;
  });
}

function rowsByIndex(table: HTMLTableElement): Map<number, HTMLTableRowElement> {
  const map = new Map<number, HTMLTableRowElement>();
  for (const row of Array.from(table.querySelectorAll<HTMLTableRowElement>('tr[aria-rowindex]'))) {
    map.set(Number(row.getAttribute('aria-rowindex')) - 1, row);
  }
  return map;
}

interface TableWatch {
  table: HTMLTableElement;
  observer: MutationObserver;
  /** Whether rows or controls were added, removed or moved since the last call. */
  changed(): boolean;
}

/** Watches `table` for what changes its stops: elements added or removed, rows given another aria-rowindex. */
function watchTable(table: HTMLTableElement): TableWatch {
  // Changes delivered to the observer between two passes (outside a render of the table) are kept here; those of
  // the render just committed are still queued, and read with takeRecords.
  let seen = false;
  const observer = new MutationObserver(() => {
    seen = true;
  });
  observer.observe(table, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-rowindex'] });
  return {
    table,
    observer,
    changed() {
      const queued = observer.takeRecords().length > 0;
      const any = seen || queued;
      seen = false;
      return any;
    },
  };
}

/**
 * After a render of the table that changed its rows or controls: rows mounted by scrolling get their tab indexes
 * (`apply`); a move that had to scroll first gets its focus now. Not after the others: a search keystroke patches
 * the text of the rows in view (recycled rows keep their elements and places) and adds no stop, and the pass reads
 * every row's cells and controls, an eighth of the keystroke's script. Rows or controls added or removed, and rows
 * given other places (aria-rowindex, a scroll), are seen by an observer of the table, read at once in the effect.
 */
function useStopsAfterRender(
  table: RefObject<HTMLTableElement | null>,
  apply: () => { pos: Position; element: HTMLElement } | undefined,
  pendingFocus: RefObject<boolean>,
  active: RefObject<Position | null>,
) {
  const watch = useRef<TableWatch | null>(null);
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    if (watch.current?.table !== element) {
      watch.current?.observer.disconnect();
      watch.current = watchTable(element);
    } else if (!watch.current.changed() && !pendingFocus.current) {
      return;
    }
    const target = apply();
    if (pendingFocus.current && target && active.current && target.pos.row === active.current.row) {
      pendingFocus.current = false;
      target.element.focus();
    }
  });
  useLayoutEffect(() => () => watch.current?.observer.disconnect(), []);
}

export function useGridKeys(options: {
  table: RefObject<HTMLTableElement | null>;
  scroller: RefObject<HTMLDivElement | null>;
  /** Data rows (the header not counted). */
  rowCount: number;
  rowHeight: number;
  /** The control of the first row that holds the Tab stop before the user moves (a device's name). */
  firstStop?: string;
}) {
  const { table, scroller, rowCount, rowHeight, firstStop } = options;
  const active = useRef<Position | null>(null);
  const pendingFocus = useRef(false);

  /** Where the Tab stop is: the chosen cell when mounted, else the first device's name (or the header). */
  const resolve = useCallback((rows: Map<number, HTMLElement[]>): { pos: Position; element: HTMLElement } | undefined => {
    const wanted = active.current;
    if (wanted) {
      const stops = rows.get(wanted.row);
      const element = stops?.[Math.min(wanted.col, stops.length - 1)];
      if (element) return { pos: wanted, element };
    }
    const first = [...rows.keys()].filter((k) => k > 0).sort((a, b) => a - b)[0] ?? 0;
    const stops = rows.get(first);
    if (!stops) return undefined;
    const name = firstStop ? stops.findIndex((el) => el.matches(firstStop)) : 0;
    const col = wanted ? Math.min(wanted.col, stops.length - 1) : Math.max(0, name);
    const element = stops[col];
    return element ? { pos: { row: first, col }, element } : undefined;
  }, [firstStop]);

  /** One element of the table has tabindex 0, every other control and cell -1. */
  const apply = useCallback(() => {
    const element = table.current;
    if (!element) return undefined;
    const rows = stopsByRow(element);
    const target = resolve(rows);
    // Written only where it differs: this runs after every render of the table (each search keystroke), and an
    // attribute write, even of the same value, costs a style invalidation of that element.
    for (const stops of rows.values()) {
      for (const stop of stops) {
        const wanted = stop === target?.element ? 0 : -1;
        if (stop.tabIndex !== wanted || !stop.hasAttribute('tabindex')) stop.tabIndex = wanted;
      }
    }
    return target;
  }, [table, resolve]);

  useStopsAfterRender(table, apply, pendingFocus, active);

  const moveTo = useCallback((next: Position) => {
    const element = table.current;
    if (!element) return;
    active.current = next;
    const target = apply();
    if (target && target.pos.row === next.row) {
      target.element.focus();
      return;
    }
    // Not mounted: scroll it into view; the layout effect focuses it once its row renders.
    pendingFocus.current = true;
    const box = scroller.current;
    if (box) box.scrollTop = Math.max(0, (next.row - 1) * rowHeight - box.clientHeight / 2);
  }, [table, scroller, rowHeight, apply]);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLTableElement>) => {
    const element = table.current;
    const current = active.current;
    // React events bubble through portals: keys typed in a dialog a row opened are not the grid's.
    if (!element || !current || !(event.target instanceof Node) || !element.contains(event.target)) return;
    // A drop-down in a cell keeps its own Up and Down (they choose its option); the other keys still move.
    if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && event.target instanceof HTMLSelectElement) return;
    const rows = rowsByIndex(element);
    const row = rows.get(current.row);
    const stops = row ? stopsOf(row).length : 1;
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
    let next: Position | undefined;
    switch (event.key) {
      case 'ArrowDown': next = { row: Math.min(rowCount, current.row + 1), col: current.col }; break;
      case 'ArrowUp': next = { row: Math.max(0, current.row - 1), col: current.col }; break;
      case 'ArrowRight': next = { row: current.row, col: Math.min(stops - 1, current.col + 1) }; break;
      case 'ArrowLeft': next = { row: current.row, col: Math.max(0, current.col - 1) }; break;
      case 'PageDown': next = { row: Math.min(rowCount, current.row + page), col: current.col }; break;
      case 'PageUp': next = { row: Math.max(rowCount > 0 ? 1 : 0, current.row - page), col: current.col }; break;
      case 'Home': next = event.ctrlKey ? { row: rowCount > 0 ? 1 : 0, col: current.col } : { row: current.row, col: 0 }; break;
      case 'End': next = event.ctrlKey ? { row: rowCount, col: current.col } : { row: current.row, col: stops - 1 }; break;
      default: return;
    }
    event.preventDefault();
    moveTo(next);
  }, [table, scroller, rowCount, rowHeight, moveTo]);

  /** A click or a Tab into the table makes the focused cell the grid's stop. */
  const onFocus = useCallback((event: FocusEvent<HTMLTableElement>) => {
    const element = table.current;
    const target = event.target instanceof HTMLElement ? event.target : null;
    const row = target?.closest<HTMLTableRowElement>('tr[aria-rowindex]');
    if (!element || !target || !row || !element.contains(row)) return;
    const col = stopsOf(row).indexOf(target);
    if (col < 0) return;
    const pos = { row: Number(row.getAttribute('aria-rowindex')) - 1, col };
    if (active.current?.row === pos.row && active.current.col === pos.col) return;
    active.current = pos;
    apply();
  }, [table, apply]);

  return { onKeyDown, onFocus };
}
