import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { filterRows, sortRows, toRow, type DeviceRow, type SortField } from '../../src/ui/devices/deviceRows';
import { createSortedSubset as createKitSubset } from '../../src/ui/kit/sortedSubset';
import { createQueryStore } from '../../src/ui/devices/searchQuery';
import type { Machine } from '../../src/transport/api/machine';

const row = (id: number, name: string, code: string, state = 0, limit = 0): DeviceRow =>
  toRow({ machine_id: id, machine_name: name, machine_code: code, alias: '', state, limit_authority: limit } as Machine);

// The kit table's sorted subset with the device lists' order (what DeviceTable hands the kit as orderRows).
function createSortedSubset() {
  const subset = createKitSubset<DeviceRow>();
  return {
    order: (rows: readonly DeviceRow[], sort: { field: SortField; order: 1 | -1 }, lang: 'en' | 'cn') =>
      subset.order(rows, `${sort.field}:${sort.order}:${lang}`, sortRows, (all) => sortRows(all, sort.field, sort.order, lang)),
  };
}

const fleet = [row(1, 'Line 10', 'PN-10', 1, 3), row(2, 'Line 2', 'PN-22', 0, 2), row(3, 'line 1', 'PN-31', 1), row(4, 'Boiler', 'PN-41', 0, 3)];

describe('sorted subset', () => {
  it('gives a searched subset the order a full sort gives, without sorting it again', () => {
    const subset = createSortedSubset();
    const sort = { field: 'name' as const, order: 1 as const };
    expect(subset.order(fleet, sort, 'en').map((r) => r.id)).toEqual([4, 3, 2, 1]);
    const narrowed = filterRows(fleet, '1');
    expect(subset.order(narrowed, sort, 'en')).toEqual(sortRows(narrowed, 'name', 1, 'en'));
    // The whole set again: the sorted list of the first call, as it is.
    const first = subset.order(fleet, sort, 'en');
    expect(subset.order([...fleet].reverse(), sort, 'en')).toBe(first);
  });

  it('sorts again when the column, direction or language changes, or rows it never sorted come', () => {
    const subset = createSortedSubset();
    subset.order(fleet, { field: 'name', order: 1 }, 'en');
    expect(subset.order(fleet, { field: 'name', order: -1 }, 'en').map((r) => r.id)).toEqual([1, 2, 3, 4]);
    const renamed = [...fleet.slice(1), row(1, 'Aardvark', 'PN-10')];
    expect(subset.order(renamed, { field: 'name', order: 1 }, 'en').map((r) => r.id)).toEqual([1, 4, 3, 2]);
  });

  it('matches sortRows for any subset of any fleet, in any column and direction', () => {
    const fields: SortField[] = ['name', 'alias', 'code', 'online', 'role'];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.boolean(), fc.integer({ min: 0, max: 3 })), { maxLength: 30 }),
        fc.constantFrom(...fields),
        fc.constantFrom(1 as const, -1 as const),
        fc.string({ maxLength: 2 }),
        (specs, field, order, query) => {
          const rows = specs.map(([name, code, online, limit], i) => row(i + 1, name, code, online ? 1 : 0, limit));
          const subset = createSortedSubset();
          subset.order(rows, { field, order }, 'en');
          const shown = filterRows(rows, query);
          expect(subset.order(shown, { field, order }, 'en')).toEqual(sortRows(shown, field, order, 'en'));
        },
      ),
    );
  });
});

describe('search text store', () => {
  it('tells its readers about a new text once, and filters once per rows and text', () => {
    const store = createQueryStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set('pn-4');
    store.set('pn-4');
    expect(listener).toHaveBeenCalledTimes(1);
    const found = store.filter(fleet);
    expect(found.map((r) => r.id)).toEqual([4]);
    expect(store.filter(fleet)).toBe(found);
    store.set('');
    expect(store.filter(fleet)).toBe(fleet);
    stop();
    store.set('x');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
