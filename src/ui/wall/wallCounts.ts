// The wall's figures, pure: online and offline devices under the live poll, and the devices with active alarms.
import type { WireAlarm } from '../../domain/wire/alarm';

/** The live state of a device wins over the state the list was loaded with. */
export function onlineCounts(devices: readonly { id: number; online: boolean }[], live: ReadonlyMap<number, boolean> | undefined): { online: number; offline: number } {
  let online = 0;
  for (const d of devices) if (live?.get(d.id) ?? d.online) online += 1;
  return { online, offline: devices.length - online };
}

/** The devices with an active alarm among those read (the newest page of them: docs/decisions.md). */
export function alarmingDeviceIds(active: readonly Pick<WireAlarm, 'machineId' | 'state'>[]): Set<number> {
  const ids = new Set<number>();
  for (const a of active) if (a.state === 'active') ids.add(a.machineId);
  return ids;
}

/** Distinct devices among the active alarms read. */
export function alarmingDevices(active: readonly Pick<WireAlarm, 'machineId' | 'state'>[]): number {
  return alarmingDeviceIds(active).size;
}

/**
 * Pulses shown on the map: newest first, each for `lifeMs`, never more than `max` (a storm must not grow the
 * page). Returns the kept list; a pulse already shown for a device is renewed, not doubled.
 */
export function keepPulses<T extends { machineId: number; at: number }>(current: readonly T[], added: readonly T[], now: number, lifeMs: number, max: number): T[] {
  const byDevice = new Map<number, T>();
  for (const p of [...added].reverse()) if (!byDevice.has(p.machineId)) byDevice.set(p.machineId, p);
  for (const p of current) if (!byDevice.has(p.machineId)) byDevice.set(p.machineId, p);
  return [...byDevice.values()].filter((p) => now - p.at < lifeMs).sort((a, b) => b.at - a.at).slice(0, max);
}
