import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { maskPhone } from '../../src/domain/masking';
import {
  isAlarmState, type AlarmKanban, type AlarmPage, type AlarmRecipient, type AlarmState, type WireAlarm,
} from '../../src/domain/wire/alarm';
import { alarmDevicesOf, receivesAlarms } from '../generator/recipients';
import type { Sim } from '../sim';
import type { SimAlarm, SimUser } from '../world/types';
import { authed, fail, ok, type Fields } from './envelope';
import { parseIds } from '../../src/domain/wire/message';

// Device alarms (api.md section 7: v1/devices/alarms GET and PUT, alarmKanban, machine/confirmMacAlarm,
// admin/alarmMsgSelect). A user sees the alarms of the devices whose alarms they receive, in the chosen scope.

const MAX_PAGE_SIZE = 100;
const TOP_DEVICES = 5;

type Selection = { machineIds: Set<number>; start?: number; end?: number; state?: AlarmState };

const seconds = (ms: number) => Math.floor(ms / 1000);
const optionalNumber = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

const toWire = (sim: Sim, alarm: SimAlarm): WireAlarm => {
  const device = sim.world.devices.find((d) => d.machine_id === alarm.machineId);
  const confirmer = alarm.confirmedBy === undefined ? undefined : sim.world.users.find((u) => u.id === alarm.confirmedBy);
  return {
    id: alarm.id,
    machineId: alarm.machineId,
    machineName: device?.machine_name ?? '',
    deviceCode: alarm.deviceCode,
    level: alarm.level,
    content: alarm.content,
    voice: alarm.voice,
    raisedAt: seconds(alarm.raisedAt),
    state: alarm.state,
    confirmedBy: confirmer?.name ?? '',
    confirmedAt: alarm.confirmedAt === undefined ? 0 : seconds(alarm.confirmedAt),
  };
};

/** Reads the shared filters; undefined when one of them is not understood. */
const selectionOf = (sim: Sim, user: SimUser, fields: Fields): Selection | undefined => {
  const deviceType = Number(fields.deviceType ?? 0);
  if (deviceType !== 0 && deviceType !== 1) return undefined;
  const eid = deviceType === 0 ? 0 : Number(fields.eid ?? 0);
  if (!Number.isFinite(eid)) return undefined;
  let machineIds = alarmDevicesOf(sim.world, user.id, eid);
  const deviceId = optionalNumber(fields.deviceId);
  if (deviceId !== undefined) machineIds = new Set([...machineIds].filter((id) => id === deviceId));
  const start = optionalNumber(fields.start);
  const end = optionalNumber(fields.end);
  if ((start !== undefined && !Number.isFinite(start)) || (end !== undefined && !Number.isFinite(end))) return undefined;
  const state = fields.state === undefined || fields.state === '' ? undefined : fields.state;
  if (state !== undefined && !isAlarmState(state)) return undefined;
  return { machineIds, start, end, state };
};

const select = (sim: Sim, s: Selection, withState = true) =>
  sim.world.alarms.filter((a) => {
    if (!s.machineIds.has(a.machineId)) return false;
    const at = seconds(a.raisedAt);
    if (s.start !== undefined && at < s.start) return false;
    if (s.end !== undefined && at > s.end) return false;
    return !withState || s.state === undefined || a.state === s.state;
  });

/** Confirming needs a role that hears of the device's alarms and may write. */
const mayConfirm = (sim: Sim, userId: number, machineId: number) =>
  sim.world.memberships.some((m) => m.userId === userId && m.machineId === machineId && receivesAlarms(m) && m.access !== 'readOnly');

const move = (sim: Sim, userId: number, alarms: SimAlarm[], state: 'confirmed' | 'recovered') => {
  let changed = 0;
  for (const alarm of alarms) {
    if (alarm.state === state || alarm.state === 'recovered') continue;
    alarm.state = state;
    if (state === 'confirmed') {
      alarm.confirmedBy = userId;
      alarm.confirmedAt = sim.clock.now();
    }
    changed += 1;
  }
  return changed;
};

export function alarmHandlers(sim: Sim) {
  return [
    http.get('*/api/v1/devices/alarms', authed(sim, ({ user }, fields) => {
      const selection = selectionOf(sim, user, fields);
      if (!selection) return fail(BusinessCode.InvalidInput, 'bad alarm filter');
      const page = Math.max(1, Math.trunc(Number(fields.page ?? 1)) || 1);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(Number(fields.pageSize ?? 6)) || 6));
      const all = select(sim, selection).sort((a, b) => b.raisedAt - a.raisedAt || b.id - a.id);
      const answer: AlarmPage = { list: all.slice((page - 1) * pageSize, page * pageSize).map((alarm) => toWire(sim, alarm)), total: all.length };
      return ok(answer);
    })),

    http.put('*/api/v1/devices/alarms', authed(sim, ({ user }, fields) => {
      const state = fields.state;
      if (state !== 'confirmed' && state !== 'recovered') return fail(BusinessCode.InvalidInput, 'state must be confirmed or recovered');
      const ids = new Set(parseIds(fields.ids));
      const chosen = sim.world.alarms.filter((a) => ids.has(a.id));
      if (chosen.length === 0) return fail(BusinessCode.InvalidInput, 'no such alarms');
      if (chosen.some((a) => !mayConfirm(sim, user.id, a.machineId))) return fail(BusinessCode.NoPermission, 'not allowed on that device');
      return ok({ changed: move(sim, user.id, chosen, state) });
    })),

    http.post('*/api/machine/confirmMacAlarm', authed(sim, ({ user }, fields) => {
      const machineId = Number(fields.machineID);
      if (!sim.world.devices.some((d) => d.machine_id === machineId)) return fail(BusinessCode.DeviceNotFound, 'no such device');
      if (!mayConfirm(sim, user.id, machineId)) return fail(BusinessCode.NoPermission, 'not allowed on that device');
      const active = sim.world.alarms.filter((a) => a.machineId === machineId && a.state === 'active');
      return ok({ changed: move(sim, user.id, active, 'confirmed') });
    })),

    http.post('*/api/v1/devices/alarmKanban', authed(sim, ({ user }, fields) => {
      const selection = selectionOf(sim, user, { ...fields, state: '' });
      if (!selection) return fail(BusinessCode.InvalidInput, 'bad alarm filter');
      const alarms = select(sim, selection, false);
      const byState: Record<AlarmState, number> = { active: 0, confirmed: 0, recovered: 0 };
      const byLevel: AlarmKanban['byLevel'] = { 1: 0, 2: 0, 3: 0 };
      const perDevice = new Map<number, number>();
      for (const a of alarms) {
        byState[a.state] += 1;
        byLevel[`${a.level}`] += 1;
        perDevice.set(a.machineId, (perDevice.get(a.machineId) ?? 0) + 1);
      }
      const topDevices = [...perDevice]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, TOP_DEVICES)
        .map(([machineId, count]) => ({
          machineId,
          machineName: sim.world.devices.find((d) => d.machine_id === machineId)?.machine_name ?? '',
          count,
        }));
      const answer: AlarmKanban = { total: alarms.length, byState, byLevel, topDevices };
      return ok(answer);
    })),

    http.post('*/api/admin/alarmMsgSelect', authed(sim, ({ user }, fields) => {
      const machineId = Number(fields.machineID);
      const members = sim.world.memberships.filter((m) => m.machineId === machineId);
      if (!members.some((m) => m.userId === user.id && m.limitAuthority >= 2)) return fail(BusinessCode.NoPermission, 'owner or admins only');
      const recipients: AlarmRecipient[] = members
        .filter((m) => m.limitAuthority >= 2)
        .sort((a, b) => b.limitAuthority - a.limitAuthority || a.userId - b.userId)
        .flatMap((m) => {
          const u = sim.world.users.find((x) => x.id === m.userId);
          return u
            ? [{ id: u.id, name: u.name, phone: u.phone ? maskPhone(u.phone) : '', email: u.email, limit_authority: m.limitAuthority, receivesAlarms: receivesAlarms(m) }]
            : [];
        });
      return ok(recipients);
    })),
  ];
}
