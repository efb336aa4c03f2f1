// The device detail calls of the simulated cloud: the record and facts of a held device, the location rules
// (auto or manual, 5 refreshes a day on the cloud's day), the IoT card and the map search over the seeded places.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import { LOCATION_REFRESHES_PER_DAY } from '../../src/domain/constants';
import { IOT_CARD_STATUSES, type DeviceDetail, type DeviceFacts, type DeviceLocation, type IotCard, type LocationAllowance } from '../../src/domain/wire/deviceDetail';
import type { Machine } from '../../src/domain/wire/machine';
import { PLACES } from '../../simulator/world/places';
import { call, loginToken, ORIGIN, simulatorPerTest, schemaRefusal } from './support';

const { sim } = simulatorPerTest();
const PHONE = '13800138000';

async function myDevices(token: string): Promise<Machine[]> {
  const answer = await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token });
  return answer.hwdata as Machine[];
}

async function owned(token: string): Promise<Machine> {
  const found = (await myDevices(token)).find((m) => m.limit_authority === 3);
  if (!found) throw new Error('the demo user owns a device');
  return found;
}

describe('device detail', () => {
  it('answers the record with the caller role and access, and the facts page', async () => {
    const token = await loginToken(PHONE);
    const machine = await owned(token);
    const detail = await call('/api/device/v1/detail', { machineId: String(machine.machine_id) }, { token, method: 'GET' });
    expect(detail.hwcode).toBe(0);
    const record = detail.hwdata as DeviceDetail;
    expect(record.machine_code).toBe(machine.machine_code);
    expect(record.limit_authority).toBe(3);
    expect(['readOnly', 'readWrite', 'noAlarm']).toContain(record.access);

    const facts = await call('/api/device/v1/detail/page', { machineId: String(machine.machine_id) }, { token });
    expect(facts.hwcode).toBe(0);
    const page = facts.hwdata as DeviceFacts;
    expect(page.registtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.version).toBe(machine.version);
    expect(page.address).toBe(machine.address);
  });

  it('lists the members an owner outranks with their access limits, and none to a visitor', async () => {
    const token = await loginToken(PHONE);
    const devices = await myDevices(token);
    const shared = devices.find((m) => m.limit_authority === 3 && sim().world.memberships.some((x) => x.machineId === m.machine_id && x.limitAuthority < 3));
    const visited = devices.find((m) => m.limit_authority < 2);
    if (!shared || !visited) throw new Error('seeded shared and visited devices');
    const facts = (await call('/api/device/v1/detail/page', { machineId: String(shared.machine_id) }, { token })).hwdata as DeviceFacts;
    const expected = sim().world.memberships.filter((x) => x.machineId === shared.machine_id && x.limitAuthority < 3);
    expect(facts.limits?.map((l) => [l.userId, l.access]).sort()).toEqual(expected.map((x) => [x.userId, x.access]).sort());
    const visitorFacts = (await call('/api/device/v1/detail/page', { machineId: String(visited.machine_id) }, { token })).hwdata as DeviceFacts;
    expect(visitorFacts.limits).toBeUndefined();
  });

  it('refuses a device the caller holds no role on', async () => {
    const token = await loginToken(PHONE);
    const mine = new Set((await myDevices(token)).map((m) => m.machine_id));
    const other = sim().world.devices.find((d) => !mine.has(d.machine_id));
    if (!other) throw new Error('the world has devices of other users');
    const detail = await call('/api/device/v1/detail', { machineId: String(other.machine_id) }, { token, method: 'GET' });
    expect(detail.hwcode).not.toBe(0);
  });
});

describe('location', () => {
  it('saves a manual place in WGS-84 with its address, and switches back to auto', async () => {
    const token = await loginToken(PHONE);
    const machine = await owned(token);
    const id = String(machine.machine_id);
    const set = await call('/api/v1/machine/setMachineLocation', { machineId: id, lat: '31.2304', lng: '121.4737', address: 'People’s Square, Shanghai' }, { token });
    expect(set.hwcode).toBe(0);
    expect(set.hwdata).toMatchObject({ locationType: 'manual', lat: 31.2304, lng: 121.4737, address: 'People’s Square, Shanghai' });

    const auto = await call('/api/machine/machineLocationWay', { machineId: id, locationType: 'auto' }, { token });
    expect((auto.hwdata as DeviceLocation).locationType).toBe('auto');
    const way = await call('/api/machine/machineAutoLocationWay', { machineId: id, locationWay: '1' }, { token });
    expect((way.hwdata as DeviceLocation).locationWay).toBe(1);
  });

  it('moves a manual place by its address or its coordinates alone', async () => {
    const token = await loginToken(PHONE);
    const id = String((await owned(token)).machine_id);
    const address = await call('/api/machine/machineManualLocation', { machineId: id, address: 'Gate 3, Plant East' }, { token });
    expect(address.hwdata).toMatchObject({ locationType: 'manual', address: 'Gate 3, Plant East' });
    const point = await call('/api/machine/machineManualLocationLatLng', { machineId: id, lat: '22.5', lng: '113.9' }, { token });
    expect(point.hwdata).toMatchObject({ locationType: 'manual', lat: 22.5, lng: 113.9, address: 'Gate 3, Plant East' });
  });

  it('rejects a coordinate off the globe and an empty address', async () => {
    const token = await loginToken(PHONE);
    const id = String((await owned(token)).machine_id);
    expect(await schemaRefusal('POST', '/api/v1/machine/setMachineLocation', { machineId: id, lat: '95', lng: '10', address: 'x' }, token)).toMatch(/lat = /);
    expect((await call('/api/v1/machine/setMachineLocation', { machineId: id, lat: '30', lng: '10', address: ' ' }, { token })).hwcode).not.toBe(0);
  });

  it('allows 5 automatic refreshes a day and a new allowance the next day', async () => {
    const token = await loginToken(PHONE);
    const id = String((await owned(token)).machine_id);
    // Start just after midnight China time, so the five refreshes share one allowance day.
    const now = sim().clock.now();
    const cstMidnight = Math.ceil((now + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000;
    sim().clock.advance(cstMidnight - now + 60_000);
    for (let i = 1; i <= LOCATION_REFRESHES_PER_DAY; i += 1) {
      const refresh = await call('/api/machine/machineAutoLocationAddress', { machineId: id }, { token });
      expect(refresh.hwcode).toBe(0);
      expect((refresh.hwdata as { left: number }).left).toBe(LOCATION_REFRESHES_PER_DAY - i);
    }
    const sixth = await call('/api/machine/machineAutoLocationAddress', { machineId: id }, { token });
    expect(String(sixth.hwcode).padStart(8, '0')).toBe(BusinessCode.LocationRefreshLimit);
    const allowance = await call('/api/machine/machineStationLocationNum', { machineId: id }, { token });
    expect(allowance.hwdata as LocationAllowance).toEqual({ used: 5, left: 0, limit: 5 });

    sim().clock.advance(24 * 3_600_000);
    const nextDay = await call('/api/machine/machineStationLocationNum', { machineId: id }, { token });
    expect((nextDay.hwdata as LocationAllowance).left).toBe(LOCATION_REFRESHES_PER_DAY);
    expect((await call('/api/machine/machineAutoLocationAddress', { machineId: id }, { token })).hwcode).toBe(0);
  });

  it('lets a visitor read but not move the device', async () => {
    const token = await loginToken(PHONE);
    const visitor = (await myDevices(token)).find((m) => m.limit_authority < 2);
    if (!visitor) throw new Error('the demo user visits a device');
    const id = String(visitor.machine_id);
    expect((await call('/api/machine/machineStationLocationNum', { machineId: id }, { token })).hwcode).toBe(0);
    expect((await call('/api/v1/machine/setMachineLocation', { machineId: id, lat: '30', lng: '120', address: 'x' }, { token })).hwcode).not.toBe(0);
  });
});

describe('map search', () => {
  it('finds seeded places by city or address in Nominatim shape', async () => {
    const res = await fetch(`${ORIGIN}/geocode/search?q=Suzhou&format=json&limit=5`);
    const hits = (await res.json()) as { lat: string; lon: string; display_name: string }[];
    const suzhou = PLACES.find((p) => p.city === 'Suzhou');
    expect(hits).toHaveLength(1);
    expect(Number(hits[0]?.lat)).toBe(suzhou?.lat);
    expect(Number(hits[0]?.lon)).toBe(suzhou?.lng);
    const chinese = (await (await fetch(`${ORIGIN}/geocode/search?q=${encodeURIComponent('深圳')}`)).json()) as unknown[];
    expect(chinese.length).toBeGreaterThan(0);
    const none = (await (await fetch(`${ORIGIN}/geocode/search?q=Atlantis`)).json()) as unknown[];
    expect(none).toEqual([]);
  });
});

describe('IoT card', () => {
  it('answers the card of a 4G device with a status of the spec and a top-up QR address', async () => {
    const token = await loginToken(PHONE);
    const device = sim().world.devices.find((d) => d.iccid_num !== '');
    if (!device) throw new Error('the world has 4G devices');
    const card = await call('/api/iotcard/iotCard/getIotCard', { iccid: device.iccid_num }, { token });
    expect(card.hwcode).toBe(0);
    expect(IOT_CARD_STATUSES).toContain((card.hwdata as IotCard).status);
    const qr = await call('/api/iotcard/iotCard/qrCode', { iccid: device.iccid_num }, { token, method: 'GET' });
    expect((qr.hwdata as { url: string }).url).toContain(encodeURIComponent(device.iccid_num));
    expect((await call('/api/iotcard/iotCard/getIotCard', { iccid: '0000' }, { token })).hwcode).not.toBe(0);
  });
});
