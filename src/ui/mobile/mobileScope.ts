// The mode the phone console shows: the stored enterprise (eid above 0) or the personal devices, the same choice
// the desktop console keeps (product.md section 3). The phone console has no switcher of its own: the mode chosen
// in the full console, or none, applies.
import type { AlarmDeviceType } from '../../domain/wire/alarm';
import type { Machine } from '../../domain/wire/machine';
import { clientStorage } from '../app/clientStorage';
import { roleOf, type Role } from '../devices/deviceRows';

export function currentEid(): number {
  return Number(clientStorage().get('eid') ?? 0);
}

export function alarmScope(eid: number): { deviceType: AlarmDeviceType; eid: number } {
  return { deviceType: eid > 0 ? 1 : 0, eid };
}

export type OnlineState = 'online' | 'offline' | 'unknown';

/** The live poll wins over the state the list was loaded with; a failing poll makes every state unknown. */
export function onlineOf(machine: Machine, live: ReadonlyMap<number, boolean> | undefined, pollFailed: boolean): OnlineState {
  if (pollFailed) return 'unknown';
  const state = live?.get(machine.machine_id) ?? Number(machine.state) === 1;
  return state ? 'online' : 'offline';
}

export function roleOfMachine(machine: Machine): Role {
  return roleOf(Number(machine.limit_authority));
}

/** Name, alias and machine code contain the query (case-insensitive); the same fields as the desktop search. */
export function matches(machine: Machine, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return `${machine.machine_name ?? ''}\n${machine.alias ?? ''}\n${machine.machine_code ?? ''}`.toLowerCase().includes(needle);
}
