import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { PAGE_SIZE } from '../../src/domain/constants';
import { may } from '../../src/domain/roles';
import type { DeviceMsgConfig } from '../../src/domain/wire/audit';
import type { Sim } from '../sim';
import { roleOn } from '../world/applications';
import { devicesHeldBy } from '../world/devices';
import type { World } from '../world/types';
import { authed, fail, ok } from './envelope';
import { deviceFlags, usedToday } from '../delivery/state';
import type { SmsDeviceRow } from '../../src/domain/wire/sms';

// The SMS and e-mail alarm switches of each device (GET /api/v1/devices/msgConfig) and the personal switch call
// (POST /api/v1/alarm/setMachineSmsFlag), sorted by machineId descending (product.md section 9). Devices start with
// both off: alarms by SMS cost stock, so a user opts in. Each row also says how many SMS segments it used today.

// The flags live with the deliveries (simulator/delivery), which read them for every alarm.
const flags = (world: World, machineId: number) => deviceFlags(world, machineId);

export function msgConfigHandlers(sim: Sim) {
  return [
    // ?blur (name, alias or code), groupId, page (1-based), pageSize, eid
    http.get('*/api/v1/devices/msgConfig', authed(sim, ({ user }, fields) => {
      const blur = (fields.blur ?? '').trim().toLowerCase();
      const groupId = fields.groupId ?? '';
      // The cloud caps SMS lists at 10 a page (api.md section 9), whatever pageSize asks: the console pages.
      const size = Math.min(PAGE_SIZE.smsLists, Math.max(1, Number(fields.pageSize ?? PAGE_SIZE.smsLists) || PAGE_SIZE.smsLists));
      const page = Math.max(1, Number(fields.page ?? 1) || 1);
      const rows = devicesHeldBy(sim.world, user.id, Number(fields.eid ?? 0) || 0)
        .filter(({ membership }) => groupId === '' || groupId === 'ALL' || membership.groupIds.includes(groupId))
        .filter(({ device }) => blur === '' || [device.machine_name, device.alias, device.machine_code].some((v) => v.toLowerCase().includes(blur)))
        .sort((a, b) => b.device.machine_id - a.device.machine_id)
        .map(({ device }): DeviceMsgConfig & SmsDeviceRow => ({
          machineId: device.machine_id, machineName: device.machine_name, machineCode: device.machine_code, ...flags(sim.world, device.machine_id),
          smsToday: usedToday(sim, user.id, device.eid, device.machine_id),
        }));
      return ok({ list: rows.slice((page - 1) * size, page * size), total: rows.length });
    })),

    // {machineID, smsFlag?, emailFlag?}: the Akey and Bkeys switch a device's alarm notices.
    http.post('*/api/v1/alarm/setMachineSmsFlag', authed(sim, ({ user }, fields) => {
      const machineId = Number(fields.machineID);
      if (!sim.world.devices.some((d) => d.machine_id === machineId)) return fail(BusinessCode.DeviceNotFound, 'no such device');
      if (!may(roleOn(sim.world, machineId, user.id), 'viewAuthority')) return fail(BusinessCode.NoPermission, 'no permission');
      const entry = flags(sim.world, machineId);
      if (fields.smsFlag !== undefined) entry.smsFlag = fields.smsFlag === '1' ? 1 : 0;
      if (fields.emailFlag !== undefined) entry.emailFlag = fields.emailFlag === '1' ? 1 : 0;
      return ok({ machineId, ...entry });
    })),
  ];
}
