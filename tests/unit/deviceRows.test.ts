import { describe, expect, it } from 'vitest';
import { collatorFor, filterRows, roleOf, sortRows, toRow } from '../../src/ui/devices/deviceRows';
import type { Machine } from '../../src/transport/api/machine';

function machine(overrides: Partial<Machine>): Machine {
  return {
    machine_id: 1,
    machine_name: 'Press',
    machine_code: 'PN-0001',
    alias: '',
    state: 0,
    limit_authority: 0,
    ...overrides,
  } as Machine;
}

describe('device roles', () => {
  it('maps limit_authority 3 to owner, 2 to admin, anything else to visitor', () => {
    expect(roleOf(3)).toBe('owner');
    expect(roleOf(2)).toBe('admin');
    expect(roleOf(0)).toBe('visitor');
    expect(roleOf(1)).toBe('visitor');
  });
});

describe('device search', () => {
  const rows = [
    machine({ machine_id: 1, machine_name: 'Boiler', alias: 'hall A', machine_code: 'PN-111' }),
    machine({ machine_id: 2, machine_name: 'Mixer', alias: '', machine_code: 'PN-222', state: 1 }),
  ].map(toRow);

  it('finds a device by name, alias or machine code, ignoring case and spaces around', () => {
    expect(filterRows(rows, 'boil').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, 'HALL').map((r) => r.id)).toEqual([1]);
    expect(filterRows(rows, ' pn-222 ').map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, '')).toHaveLength(2);
    expect(filterRows(rows, 'nothing')).toHaveLength(0);
  });

  it('reads online state from state 1', () => {
    expect(rows.map((r) => r.online)).toEqual([false, true]);
  });
});

describe('device ordering', () => {
  it('orders names naturally (PN-2 before PN-10) and can reverse', () => {
    const rows = ['Line 10', 'Line 2', 'line 1'].map((name, i) => toRow(machine({ machine_id: i, machine_name: name })));
    expect(sortRows(rows, 'name', 1, 'en').map((r) => r.name)).toEqual(['line 1', 'Line 2', 'Line 10']);
    expect(sortRows(rows, 'name', -1, 'en').map((r) => r.name)).toEqual(['Line 10', 'Line 2', 'line 1']);
  });

  it('puts online devices first when sorting by state, names breaking ties', () => {
    const rows = [
      machine({ machine_id: 1, machine_name: 'B', state: 0 }),
      machine({ machine_id: 2, machine_name: 'C', state: 1 }),
      machine({ machine_id: 3, machine_name: 'A', state: 1 }),
    ].map(toRow);
    expect(sortRows(rows, 'online', 1, 'cn').map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('shares one collator per language', () => {
    expect(collatorFor('cn')).toBe(collatorFor('cn'));
    expect(collatorFor('en')).not.toBe(collatorFor('cn'));
  });
});
