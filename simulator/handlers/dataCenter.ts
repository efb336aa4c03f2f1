import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import {
  HISTORY_ALARM_CAP, HISTORY_MAX_DAYS, type AlarmRecord, type DeviceHistory, type FleetHistory, type NotificationRecord,
} from '../../src/domain/wire/dataCenter';
import { alarmDevicesOf } from '../generator/recipients';
import { readSendLog } from '../delivery';
import { onlineSpans } from '../history/onlineHistory';
import type { Sim } from '../sim';
import { devicesHeldBy } from '../world/devices';
import { enterpriseOf, maintainedBy } from '../world/maintenance';
import type { Device, SimUser } from '../world/types';
import { authed, fail, ok } from './envelope';

// GET /api/ext/v1/dataCenter/history {eid, start, end}: an extension of the API (docs/decisions.md, "Data centre, enterprise administration, back-office").
// The devices of the mode (personal: the devices the caller holds; enterprise: those the caller holds a key on or
// maintains there) with their online stretches in the range, and the alarms the caller receives in the range.

const DAY_S = 86_400;

function devicesOf(sim: Sim, user: SimUser, eid: number): Device[] {
  if (eid === 0) return devicesHeldBy(sim.world, user.id, 0).map((held) => held.device);
  const byId = new Map<number, Device>();
  for (const held of devicesHeldBy(sim.world, user.id, eid)) byId.set(held.device.machine_id, held.device);
  for (const device of maintainedBy(sim.world, user.id, eid)) byId.set(device.machine_id, device);
  return [...byId.values()].sort((a, b) => a.machine_id - b.machine_id);
}

export function dataCenterHandlers(sim: Sim) {
  return [
    http.get(
      '*/api/ext/v1/dataCenter/history',
      authed(sim, ({ user }, fields) => {
        const eid = Number(fields.eid ?? 0);
        const start = Number(fields.start);
        const end = Number(fields.end);
        if (!Number.isInteger(eid) || eid < 0 || !Number.isFinite(start) || !Number.isFinite(end) || end < start) {
          return fail(BusinessCode.InvalidInput, 'eid, start and end (unix seconds, start before end) are needed');
        }
        // Days to come hold no history: answering them would read as 0 % availability.
        if (start > Math.floor(sim.clock.now() / 1000)) return fail(BusinessCode.InvalidInput, 'the range lies in the future');
        if (end - start > HISTORY_MAX_DAYS * DAY_S) return fail(BusinessCode.InvalidInput, `at most ${HISTORY_MAX_DAYS} days`);
        if (eid > 0 && !enterpriseOf(sim.world, eid)?.memberIds.includes(user.id)) {
          return fail(BusinessCode.NoPermission, 'not a member of this enterprise');
        }
        const devices: DeviceHistory[] = devicesOf(sim, user, eid).map((device) => ({
          machineId: device.machine_id,
          name: device.machine_name,
          code: device.machine_code,
          onlineNow: device.online,
          spans: onlineSpans(sim, device, start * 1000, (end + 1) * 1000),
        }));
        const receives = alarmDevicesOf(sim.world, user.id, eid);
        const alarms: AlarmRecord[] = [];
        let capped = false;
        for (const alarm of sim.world.alarms) {
          const raisedAt = Math.floor(alarm.raisedAt / 1000);
          if (!receives.has(alarm.machineId) || raisedAt < start || raisedAt > end) continue;
          if (alarms.length >= HISTORY_ALARM_CAP) {
            capped = true;
            break;
          }
          alarms.push({
            machineId: alarm.machineId,
            level: alarm.level,
            state: alarm.state,
            raisedAt,
            confirmedAt: alarm.confirmedAt === undefined ? 0 : Math.floor(alarm.confirmedAt / 1000),
          });
        }
        const log = readSendLog(sim, { userId: user.id, eid, startTime: start, endTime: end });
        const notifications: NotificationRecord[] = [
          ...log.sms.map((r): NotificationRecord => ({ channel: 'sms', result: r.result, cause: r.cause, sendTime: r.sendTime })),
          ...log.email.map((r): NotificationRecord => ({ channel: 'email', result: r.result, cause: r.cause, sendTime: r.sendTime })),
        ].slice(0, HISTORY_ALARM_CAP * 2);
        const answer: FleetHistory = { devices, alarms, alarmsCapped: capped, notifications };
        return ok(answer);
      }),
    ),
  ];
}
