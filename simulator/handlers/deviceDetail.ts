// The device detail panel's calls: the device record and facts, its location (auto or manual, 5 refreshes a
// day), its IoT card, image reset, and the map search a deployment's geocoder answers (Nominatim shape).
import { http, HttpResponse } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { LOCATION_REFRESHES_PER_DAY } from '../../src/domain/constants';
import { refreshesUsed, tryRefresh, AUTO_LOCATION_WAYS } from '../../src/domain/location';
import { isValidLatLng } from '../../src/domain/geo';
import { manualAddressSchema } from '../../src/domain/forms/deviceDetail';
import { IOT_CARD_STATUSES, type DeviceDetail, type DeviceFacts, type DeviceLocation, type IotCard, type IotCardQr, type LocationAllowance } from '../../src/domain/wire/deviceDetail';
import type { Sim } from '../sim';
import type { Device } from '../world/types';
import { PLACES } from '../world/places';
import { authed, fail, ok, SimCode, type Caller, type Fields } from './envelope';
import { deviceRow } from './machine';
import { detailState } from './deviceState';
import { heldDevice, machineIdOf } from './held';

const notYours = () => fail(SimCode.invalidInput, 'no role on this device');

function locationOf(device: Device): DeviceLocation {
  return {
    machineId: device.machine_id,
    locationType: device.locationType,
    locationWay: device.locationWay,
    lat: device.lat,
    lng: device.lng,
    address: device.address,
  };
}

function nearestPlace(lat: number, lng: number) {
  let best = PLACES[0];
  let bestDistance = Infinity;
  for (const place of PLACES) {
    const d = (place.lat - lat) ** 2 + (place.lng - lng) ** 2;
    if (d < bestDistance) [best, bestDistance] = [place, d];
  }
  return best;
}

/** Deterministic per ICCID, so a card keeps its status and figures across calls and resets. */
function iotCardOf(iccid: string): IotCard {
  let hash = 0;
  for (const ch of iccid) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  // Most cards in a working fleet are working; the rest cover every status.
  const status = hash % 3 === 0 ? IOT_CARD_STATUSES[hash % IOT_CARD_STATUSES.length] ?? 'unknown' : 'working';
  const totalMB = [512, 1024, 3072][hash % 3] ?? 1024;
  const active = status !== 'unactivated' && status !== 'pendingActivation';
  return {
    iccid,
    status,
    operator: ['China Mobile', 'China Unicom', 'China Telecom'][hash % 3] ?? 'China Mobile',
    plan: `${totalMB} MB / month`,
    usedMB: active ? Math.round(((hash >>> 4) % 1000) / 1000 * totalMB) : 0,
    totalMB,
    activatedAt: active ? `2025-${String((hash % 12) + 1).padStart(2, '0')}-01` : '',
    expiresAt: active ? `2027-${String((hash % 12) + 1).padStart(2, '0')}-01` : '',
  };
}

/** Runs `change` on a device the caller owns or administers (limit 2 or 3); visitors only read. */
const managed = (sim: Sim, handle: (device: Device, fields: Fields, caller: Caller) => Response) =>
  authed(sim, (caller, fields) => {
    const held = heldDevice(sim.world, caller.user.id, machineIdOf(fields));
    if (!held) return notYours();
    if (held.membership.limitAuthority < 2) return fail(SimCode.invalidInput, 'visitors cannot change the device');
    return handle(held.device, fields, caller);
  });

/** A device's detail and its paged detail rows. */
function deviceInfoHandlers(sim: Sim) {
  return [
    http.get('*/api/device/v1/detail', authed(sim, ({ user }, fields) => {
      const held = heldDevice(sim.world, user.id, machineIdOf(fields));
      if (!held) return notYours();
      const detail: DeviceDetail = { ...deviceRow(held), access: held.membership.access };
      return ok(detail);
    })),

    http.post('*/api/device/v1/detail/page', authed(sim, ({ user }, fields) => {
      const held = heldDevice(sim.world, user.id, machineIdOf(fields));
      if (!held) return notYours();
      const row = deviceRow(held);
      const facts: DeviceFacts = {
        machineId: row.machine_id,
        version: row.version,
        model: row.model,
        ip: row.ip,
        iccid_num: row.iccid_num,
        registtime: row.registtime,
        maintainstart: row.maintainstart,
        maintainstop: row.maintainstop,
        project: row.project,
        address: row.address,
      };
      const rank = held.membership.limitAuthority;
      if (rank >= 2) {
        facts.limits = sim.world.memberships
          .filter((m) => m.machineId === held.device.machine_id && m.limitAuthority < rank)
          .flatMap((m) => {
            const member = sim.world.users.find((u) => u.id === m.userId);
            return member
              ? [{ userId: m.userId, name: member.name, phone: member.phone, email: member.email, limit_authority: m.limitAuthority, access: m.access }]
              : [];
          });
      }
      return ok(facts);
    })),
  ];
}

/** Where a device is and how it finds out: located by itself, by stations or by hand. */
function deviceLocationHandlers(sim: Sim) {
  return [
    http.post('*/api/machine/machineLocationWay', managed(sim, (device, fields) => {
      if (fields.locationType !== 'auto' && fields.locationType !== 'manual') return fail(SimCode.invalidInput, 'locationType is auto or manual');
      device.locationType = fields.locationType;
      return ok(locationOf(device));
    })),

    http.post('*/api/machine/machineAutoLocationWay', managed(sim, (device, fields) => {
      const way = Object.values(AUTO_LOCATION_WAYS).find((w) => w === Number(fields.locationWay));
      if (way === undefined) return fail(SimCode.invalidInput, 'unknown locationWay');
      device.locationWay = way;
      return ok(locationOf(device));
    })),

    http.post('*/api/machine/machineStationLocationNum', authed(sim, ({ user }, fields) => {
      const held = heldDevice(sim.world, user.id, machineIdOf(fields));
      if (!held) return notYours();
      const used = refreshesUsed(detailState(sim.world).locationRefreshes.get(held.device.machine_id) ?? [], sim.clock.now());
      const allowance: LocationAllowance = { used, left: Math.max(0, LOCATION_REFRESHES_PER_DAY - used), limit: LOCATION_REFRESHES_PER_DAY };
      return ok(allowance);
    })),

    // The device locates itself again; the place it finds is the seeded place nearest to where it stands.
    http.post('*/api/machine/machineAutoLocationAddress', managed(sim, (device) => {
      const refreshes = detailState(sim.world).locationRefreshes;
      const attempt = tryRefresh(refreshes.get(device.machine_id) ?? [], sim.clock.now());
      refreshes.set(device.machine_id, attempt.history);
      if (!attempt.allowed) return fail(BusinessCode.LocationRefreshLimit, 'location refreshed 5 times today');
      const place = nearestPlace(device.lat, device.lng);
      if (place) device.address = place.address;
      device.locationType = 'auto';
      return ok({ ...locationOf(device), left: attempt.left });
    })),

    http.post('*/api/machine/machineManualLocation', managed(sim, (device, fields) => {
      const parsed = manualAddressSchema.safeParse({ address: fields.address ?? '' });
      if (!parsed.success) return fail(SimCode.invalidInput, 'address is required');
      device.address = parsed.data.address;
      device.locationType = 'manual';
      return ok(locationOf(device));
    })),

    http.post('*/api/machine/machineManualLocationLatLng', managed(sim, (device, fields) => {
      const point = { lat: Number(fields.lat), lng: Number(fields.lng) };
      if (!isValidLatLng(point)) return fail(SimCode.invalidInput, 'lat and lng must be a WGS-84 coordinate');
      Object.assign(device, point, { locationType: 'manual' });
      return ok(locationOf(device));
    })),

    http.post('*/api/v1/machine/setMachineLocation', managed(sim, (device, fields) => {
      const point = { lat: Number(fields.lat), lng: Number(fields.lng) };
      const parsed = manualAddressSchema.safeParse({ address: fields.address ?? '' });
      if (!isValidLatLng(point)) return fail(SimCode.invalidInput, 'lat and lng must be a WGS-84 coordinate');
      if (!parsed.success) return fail(SimCode.invalidInput, 'address is required');
      Object.assign(device, point, { address: parsed.data.address, locationType: 'manual' });
      return ok(locationOf(device));
    })),
  ];
}

/** The device image reset and its IoT card (state and QR code). */
function deviceImageAndCardHandlers(sim: Sim) {
  return [
    http.put('*/api/v1/devices/imageReset', managed(sim, (device) => {
      sim.log.add('device', `image reset of device ${device.machine_id}`);
      return ok(null);
    })),

    http.post('*/api/iotcard/iotCard/getIotCard', authed(sim, (_caller, fields) => {
      const iccid = (fields.iccid ?? '').trim();
      const device = sim.world.devices.find((d) => d.iccid_num !== '' && d.iccid_num === iccid);
      if (!device) return fail(SimCode.invalidInput, 'unknown ICCID');
      return ok(iotCardOf(iccid));
    })),

    http.get('*/api/iotcard/iotCard/qrCode', authed(sim, (_caller, fields, request) => {
      const iccid = (fields.iccid ?? '').trim();
      if (!sim.world.devices.some((d) => d.iccid_num !== '' && d.iccid_num === iccid)) return fail(SimCode.invalidInput, 'unknown ICCID');
      const qr: IotCardQr = { url: `${new URL(request.url).origin}/__sim/iotcard/${encodeURIComponent(iccid)}` };
      return ok(qr);
    })),
  ];
}

/** The map search over the seeded places. */
function geocodeHandlers() {
  return [
    // Nominatim-compatible search over the seeded places (the deployment setting VITE_GEOCODER_URL points a
    // real installation at its own geocoder).
    http.get('*/geocode/search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const words = (params.get('q') ?? '').trim().toLowerCase().split(/[\s,，]+/).filter(Boolean);
      const limit = Math.min(50, Math.max(1, Number(params.get('limit') ?? 8) || 8));
      const hits = words.length === 0
        ? []
        : PLACES.filter((place) => {
            const text = `${place.city} ${place.address}`.toLowerCase();
            return words.every((word) => text.includes(word));
          });
      return HttpResponse.json(
        hits.slice(0, limit).map((place, index) => ({
          place_id: index + 1,
          lat: String(place.lat),
          lon: String(place.lng),
          display_name: `${place.address}, ${place.city}`,
        })),
      );
    }),
  ];
}

export function deviceDetailHandlers(sim: Sim) {
  return [
    ...deviceInfoHandlers(sim),
    ...deviceLocationHandlers(sim),
    ...deviceImageAndCardHandlers(sim),
    ...geocodeHandlers(),
  ];
}
