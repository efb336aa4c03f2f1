// Catalogue cases of the device calls, played by the Akey on the accounts file's device: reads, and changes made
// with the values the device already has (its name, remark, audit mode, cloud switch, place), so the device ends as
// it began. A throwaway account tries to add the device, which has an owner.
import { NotPlayable } from '../playerBase';
import { hwdata, type Fixture, type Probe } from '../probe';
import { BusinessCode } from '../../../src/domain/resultCodes';
import type { CallCase } from './types';

type Row = { machine_id: number; limit_authority?: number; alias?: string; machine_code: string; machine_name: string; machineRemark?: string; checkType: 0 | 1; cloudState?: number; iccid_num?: string; lat: number; lng: number; address: string; locationType?: string; locationWay?: number };

async function ownDevice(p: Probe, f: Fixture) {
  const token = await f.token(f.a.akey);
  const list = await p.call('POST /api/machine/select', { terminalID: 'conformance', version: '1' }, { token });
  const rows = hwdata<Row[]>(list) ?? [];
  const row = rows.find((r) => String(r.machine_id) === f.a.device);
  if (!row) throw new Error(`machine/select of ${f.a.akey} does not list device ${f.a.device}`);
  return { token, row, rows, id: f.a.device };
}

export const deviceCases: CallCase[] = [
  {
    name: 'the Akey reads its device: lists, states, detail, members, alarms',
    calls: ['POST /api/machine/select', 'POST /api/machine/getMachineState', 'POST /api/machine/machineStates', 'POST /api/machine/getMachineStates', 'GET /api/device/v1/detail', 'POST /api/device/v1/detail/page', 'GET /api/device/v1/user/role/info', 'POST /api/device/v1/admin/visit/detail/page', 'POST /api/machine/machineStationLocationNum', 'GET /api/v1/devices/alarms', 'POST /api/v1/devices/alarmKanban', 'POST /api/admin/alarmMsgSelect', 'GET /api/v1/devices/auditProcess', 'GET /api/v1/devices/msgConfig', 'POST /api/admin/select'],
    async run(p, f) {
      const { token, row, id } = await ownDevice(p, f);
      await p.call('POST /api/machine/getMachineState', { machineCode: row.machine_code }, { token });
      await p.call('POST /api/machine/machineStates', { machineCodes: row.machine_code }, { token });
      await p.call('POST /api/machine/getMachineStates', { machineIDs: id }, { token });
      await p.call('GET /api/device/v1/detail', { machineId: id }, { token });
      await p.call('POST /api/device/v1/detail/page', { machineId: id }, { token });
      await p.call('GET /api/device/v1/user/role/info', { machineID: id, account: f.a.bkey }, { token });
      await p.call('POST /api/device/v1/admin/visit/detail/page', { deviceId: id, page: '1', pageSize: '6' }, { token });
      await p.call('POST /api/machine/machineStationLocationNum', { machineId: id }, { token });
      await p.call('GET /api/v1/devices/alarms', { page: '1', pageSize: '6', deviceId: id }, { token });
      await p.call('POST /api/v1/devices/alarmKanban', {}, { token });
      await p.call('POST /api/admin/alarmMsgSelect', { machineID: id }, { token });
      await p.call('GET /api/v1/devices/auditProcess', { machineID: id }, { token });
      await p.call('GET /api/v1/devices/msgConfig', { page: '1', pageSize: '10' }, { token });
      await p.call('POST /api/admin/select', { machineID: id, infoType: '2', start: '0', pageSize: '20' }, { token });
      // The Bkey and the owner hold different roles: the same read about each answers each.
      const bkey = hwdata<{ role?: string; limit_authority?: number }>(await p.call('GET /api/device/v1/user/role/info', { machineID: id, account: f.a.bkey }, { token }));
      // (The applicant is not asked about: another case makes it a member beside this one.)
      const owner = hwdata<{ role?: string; limit_authority?: number }>(await p.call('GET /api/device/v1/user/role/info', { machineID: id, account: f.a.akey }, { token }));
      p.effect(['GET /api/device/v1/user/role/info'], `${f.a.bkey} is a Bkey of device ${id} and ${f.a.akey} its owner`, bkey?.role === 'bkey' && owner?.role === 'akey', [bkey, owner]);
      // A device the Akey does not hold: every read about it is refused or empty.
      const none = '987654321';
      const unknown: [string, Record<string, string>][] = [
        ['POST /api/machine/getMachineStates', { machineIDs: none }],
        ['GET /api/device/v1/detail', { machineId: none }],
        ['POST /api/device/v1/detail/page', { machineId: none }],
        ['POST /api/device/v1/admin/visit/detail/page', { deviceId: none, page: '1', pageSize: '6' }],
        ['POST /api/machine/machineStationLocationNum', { machineId: none }],
        ['GET /api/v1/devices/alarms', { page: '1', pageSize: '6', deviceId: none }],
        ['POST /api/admin/alarmMsgSelect', { machineID: none }],
        ['GET /api/v1/devices/auditProcess', { machineID: none }],
        ['POST /api/admin/select', { machineID: none, infoType: '2', start: '0', pageSize: '20' }],
      ];
      for (const [key, fields] of unknown) await p.refusesUnknown(key, fields, { token }, `device ${none}, which ${f.a.akey} does not hold,`);
      // A machine code nobody printed: the state calls answer about that code, that it is not there.
      const ghost = 'FFFFFFFFFFFFFFF0';
      const single = hwdata<{ machineCode?: string; machineId?: number; exists?: boolean } | null>(await p.call('POST /api/machine/getMachineState', { machineCode: ghost }, { token, expect: 'any' }));
      p.effect(['POST /api/machine/getMachineState'], `the state of ${ghost} names that code and no device`, single === null || (single.machineCode === ghost && !single.machineId), single);
      const many = hwdata<{ machineCode?: string; exists?: boolean }[] | null>(await p.call('POST /api/machine/machineStates', { machineCodes: `${row.machine_code},${ghost}` }, { token, expect: 'any' })) ?? [];
      p.effect(['POST /api/machine/machineStates'], `the states of ${row.machine_code} and ${ghost} say the first exists and the second does not`, many.some((m) => m.machineCode === row.machine_code && m.exists !== false) && many.some((m) => m.machineCode === ghost && m.exists === false), many);
    },
  },
  {
    name: 'the Akey edits its device with the values it has: name, remark, audit mode, cloud switch, screen image',
    lane: 'device',
    calls: ['POST /api/machine/update', 'POST /api/cloudSet/updateMachineInfo', 'POST /api/machine/machineCloudSwitchState', 'PUT /api/v1/devices/imageReset', 'POST /api/machine/confirmMacAlarm', 'PUT /api/v1/devices/alarms'],
    async run(p, f) {
      const { token, row, rows, id } = await ownDevice(p, f);
      const detail = async (machineId = id) => hwdata<Row>(await p.call('GET /api/device/v1/detail', { machineId }, { token }));
      const listed = async (machineId: number) => hwdata<Row[]>(await p.call('POST /api/machine/select', { terminalID: 'conformance', version: '1' }, { token }))?.find((r) => r.machine_id === machineId);
      // Each change is made to another value, read back, and put back: a cloud that keeps nothing fails here.
      const other = (name: string) => `${name.slice(0, 20)}-cf`;
      // A remark cannot be emptied: a device of the Akey's that has one is renamed (the console asks for a remark).
      const remarked = rows.find((r) => r.machineRemark && (r.limit_authority ?? 3) >= 2) ?? row;
      const update = (name: string) => p.call('POST /api/machine/update', {
        updateMachineID: String(remarked.machine_id), updateMachineCode: remarked.machine_code, updateMachineName: name,
        updateMachineRemark: remarked.machineRemark ?? '', updateMachineAlias: remarked.alias ?? '',
      }, { token, expect: remarked.machineRemark ? 0 : BusinessCode.EditDeviceInvalid });
      await update(other(remarked.machine_name));
      const renamed = await listed(remarked.machine_id);
      const wanted = remarked.machineRemark ? other(remarked.machine_name) : remarked.machine_name;
      p.effect(['POST /api/machine/update', 'POST /api/machine/select'], remarked.machineRemark ? `device ${remarked.machine_id} is listed as ${wanted} once renamed` : `a refused rename leaves device ${remarked.machine_id} as ${wanted}`, renamed?.machine_name === wanted, renamed?.machine_name);
      if (remarked.machineRemark) {
        await update(remarked.machine_name);
        const back = await listed(remarked.machine_id);
        p.effect(['POST /api/machine/update'], `device ${remarked.machine_id} is listed as ${remarked.machine_name} again once renamed back`, back?.machine_name === remarked.machine_name, back?.machine_name);
      }
      const info = (machineName: string) => p.call('POST /api/cloudSet/updateMachineInfo', { machineName, checkType: String(row.checkType), machineCode: row.machine_code }, { token });
      await info(other(row.machine_name));
      const named = await detail();
      p.effect(['POST /api/cloudSet/updateMachineInfo', 'GET /api/device/v1/detail'], `device ${id}'s detail shows the name ${other(row.machine_name)} once set`, named?.machine_name === other(row.machine_name), named?.machine_name);
      await info(row.machine_name);
      p.effect(['POST /api/cloudSet/updateMachineInfo'], `device ${id}'s detail shows ${row.machine_name} again`, (await detail())?.machine_name === row.machine_name);
      const cloudState = row.cloudState ?? 1;
      await p.call('POST /api/machine/machineCloudSwitchState', { machineID: id, state: String(cloudState === 1 ? 0 : 1) }, { token });
      const switched = await detail();
      p.effect(['POST /api/machine/machineCloudSwitchState'], `device ${id}'s cloud switch reads ${cloudState === 1 ? 0 : 1} once switched`, switched?.cloudState === (cloudState === 1 ? 0 : 1), switched?.cloudState);
      await p.call('POST /api/machine/machineCloudSwitchState', { machineID: id, state: String(cloudState) }, { token });
      p.effect(['POST /api/machine/machineCloudSwitchState'], `device ${id}'s cloud switch reads ${cloudState} again`, (await detail())?.cloudState === cloudState);
      await p.call('PUT /api/v1/devices/imageReset', { machineId: id }, { token });
      // Confirming is what an operator does to a test device's alarms; a confirmed alarm confirmed again changes nothing.
      await p.call('POST /api/machine/confirmMacAlarm', { machineID: id }, { token });
      // An alarm set to the state it has changes nothing; with none confirmed yet, the first is confirmed (as above).
      const list = async () => hwdata<{ list?: { id: number; state: string }[] }>(await p.call('GET /api/v1/devices/alarms', { page: '1', pageSize: '50' }, { token }))?.list ?? [];
      let alarms = await list();
      // Only a device raises alarms: the simulator's control API does it for one; a cloud without alarms refuses an unknown one.
      if (alarms.length === 0 && f.t.control) {
        await f.t.control('alarm', { machineCode: row.machine_code });
        alarms = await list();
      }
      const alarm = alarms.find((a) => a.state === 'confirmed' || a.state === 'recovered') ?? alarms[0];
      if (alarm) await p.call('PUT /api/v1/devices/alarms', { ids: String(alarm.id), state: alarm.state === 'recovered' ? 'recovered' : 'confirmed' }, { token });
      else await p.call('PUT /api/v1/devices/alarms', { ids: '999999999', state: 'confirmed' }, { token, expect: BusinessCode.InvalidInput });
    },
  },
  {
    name: 'the Akey places its device by hand and puts it back where it was',
    lane: 'device',
    calls: ['POST /api/machine/machineAutoLocationAddress', 'POST /api/machine/machineManualLocation', 'POST /api/machine/machineManualLocationLatLng', 'POST /api/v1/machine/setMachineLocation', 'POST /api/machine/machineLocationWay', 'POST /api/machine/machineAutoLocationWay'],
    async run(p, f) {
      const { token, id } = await ownDevice(p, f);
      const detail = async () => hwdata<Row>(await p.call('GET /api/device/v1/detail', { machineId: id }, { token }));
      const before = await detail();
      // Five refreshes a day: a sixth is refused with the limit's code, which is the spec's answer too.
      await p.call('POST /api/machine/machineAutoLocationAddress', { machineId: id }, { token, expect: [0, BusinessCode.LocationRefreshLimit] });
      // Each placement moves the device a little, is read back, and the device goes back where it was.
      const lat = String(Math.round((before.lat + 0.01) * 1e6) / 1e6);
      const lng = String(Math.round((before.lng + 0.01) * 1e6) / 1e6);
      const near = (a: number | undefined, b: string) => a !== undefined && Math.abs(a - Number(b)) < 1e-5;
      await p.call('POST /api/machine/machineManualLocationLatLng', { machineId: id, lat, lng }, { token });
      const moved = await detail();
      p.effect(['POST /api/machine/machineManualLocationLatLng'], `device ${id} stands at ${lat}, ${lng} once placed there`, near(moved.lat, lat) && near(moved.lng, lng), [moved.lat, moved.lng]);
      const address = `${before.address} (cf)`;
      await p.call('POST /api/machine/machineManualLocation', { machineId: id, address }, { token });
      const addressed = await detail();
      p.effect(['POST /api/machine/machineManualLocation'], `device ${id}'s address reads ${address} once set`, addressed.address === address, addressed.address);
      const lat2 = String(Math.round((before.lat - 0.01) * 1e6) / 1e6);
      await p.call('POST /api/v1/machine/setMachineLocation', { machineId: id, lat: lat2, lng: String(before.lng), address: before.address }, { token });
      const set = await detail();
      p.effect(['POST /api/v1/machine/setMachineLocation'], `device ${id} stands at ${lat2}, ${before.lng}, ${before.address} once set there`, near(set.lat, lat2) && near(set.lng, String(before.lng)) && set.address === before.address, [set.lat, set.lng, set.address]);
      await p.call('POST /api/machine/machineManualLocationLatLng', { machineId: id, lat: String(before.lat), lng: String(before.lng) }, { token });
      const back = await detail();
      p.effect(['POST /api/machine/machineManualLocationLatLng'], `device ${id} stands where it was (${before.lat}, ${before.lng}) once put back`, near(back.lat, String(before.lat)) && near(back.lng, String(before.lng)), [back.lat, back.lng]);
      // The way it is located: switched to the other one, read back, and put back.
      const otherType = before.locationType === 'manual' ? 'auto' : 'manual';
      await p.call('POST /api/machine/machineLocationWay', { machineId: id, locationType: otherType }, { token });
      const switched = await detail();
      p.effect(['POST /api/machine/machineLocationWay'], `device ${id} is located ${otherType} once switched`, switched.locationType === otherType, switched.locationType);
      await p.call('POST /api/machine/machineAutoLocationWay', { machineId: id, locationWay: String(before.locationWay ?? 0) }, { token });
      await p.call('POST /api/machine/machineLocationWay', { machineId: id, locationType: before.locationType ?? 'auto' }, { token });
      const way = await detail();
      p.effect(['POST /api/machine/machineAutoLocationWay', 'POST /api/machine/machineLocationWay'], `device ${id} is located as before (${before.locationType}, way ${before.locationWay})`, way.locationType === before.locationType && way.locationWay === before.locationWay, [way.locationType, way.locationWay]);
    },
  },
  {
    name: 'a binding code nobody printed, a device that has an owner, the IoT card of a device',
    calls: ['POST /api/v1/cloudSet/scanCodeCheck', 'POST /api/machine/add', 'POST /api/iotcard/iotCard/getIotCard', 'GET /api/iotcard/iotCard/qrCode'],
    async run(p, f) {
      const { token, rows, row } = await ownDevice(p, f);
      await p.call('POST /api/v1/cloudSet/scanCodeCheck', { scanCode: 'not-a-binding-code' }, { token, expect: BusinessCode.DeviceNotFound });
      const bkey = await f.token(f.a.bkey);
      await p.call('POST /api/machine/add', { machineName: '', machineCode: row.machine_code, machinePwd: '', machineGroupID: 'ALL' }, { token: bkey, expect: BusinessCode.AlreadyOwned });
      const carded = rows.find((r) => r.iccid_num);
      if (!carded?.iccid_num) throw new NotPlayable(`no device of ${f.a.akey} has an IoT card (iccid_num)`);
      await p.call('POST /api/iotcard/iotCard/getIotCard', { iccid: carded.iccid_num }, { token });
      await p.call('GET /api/iotcard/iotCard/qrCode', { iccid: carded.iccid_num }, { token });
      for (const key of ['POST /api/iotcard/iotCard/getIotCard', 'GET /api/iotcard/iotCard/qrCode']) await p.refusesUnknown(key, { iccid: '89860000000000000000' }, { token }, 'an IoT card no device of the Akey has');
    },
  },
];
