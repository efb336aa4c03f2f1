// Payloads and answers of the device-detail, location, IoT-card and remote-visit calls (api.md section 7), shared
// by console and simulator. api.md leaves their shapes "not shown"; these are the simulator's and console's
// agreement (docs/decisions.md). Coordinates on the wire are WGS-84. The zod schemas are the wire types (z.infer).
import { z } from 'zod';
import { accessLimit, machine, text, wireId, type AccessLimit } from './machine';

export type { AccessLimit };

/** The device named by its id (api.md's detail calls spell it machineId). */
export const deviceRef = z.object({ machineId: wireId });
export type DeviceRef = z.infer<typeof deviceRef>;

/** GET /api/device/v1/detail?machineId → the device as the caller sees it, with the caller's access limit. */
export const deviceDetail = machine.extend({ access: accessLimit });
export type DeviceDetail = z.infer<typeof deviceDetail>;

export const memberLimit = z.object({
  userId: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  limit_authority: z.number(),
  access: accessLimit,
});
export type MemberLimit = z.infer<typeof memberLimit>;

/** POST /api/device/v1/detail/page {machineId} → the facts page of the detail panel. */
export const deviceFacts = z.object({
  machineId: z.number(),
  version: z.string(),
  model: z.string(),
  ip: z.string(),
  iccid_num: z.string(),
  registtime: z.string().describe('yyyy-mm-dd HH:MM:ss'),
  maintainstart: z.string(),
  maintainstop: z.string(),
  project: z.string(),
  address: z.string(),
  limits: z.array(memberLimit).optional().describe('For the Akey and Bkeys: the members they outrank and each one\'s access limit'),
});
export type DeviceFacts = z.infer<typeof deviceFacts>;

const locationType = z.enum(['auto', 'manual']);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
const address = text(200);

/** POST /api/machine/machineLocationWay */
export const locationTypePayload = deviceRef.extend({ locationType });
export type LocationTypePayload = z.infer<typeof locationTypePayload>;

/** POST /api/machine/machineAutoLocationWay: 0 GPS, 1 base station, 2 IP (AUTO_LOCATION_WAYS). */
export const autoWayPayload = deviceRef.extend({ locationWay: z.number().int().min(0).max(2) });
export type AutoWayPayload = z.infer<typeof autoWayPayload>;

/** The device's place as the location calls answer it. */
export const deviceLocation = z.object({
  machineId: z.number(),
  locationType,
  locationWay: z.number(),
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
});
export type DeviceLocation = z.infer<typeof deviceLocation>;

/** POST /api/machine/machineStationLocationNum {machineId} → the day's refresh allowance. */
export const locationAllowance = z.object({ used: z.number(), left: z.number(), limit: z.number() });
export type LocationAllowance = z.infer<typeof locationAllowance>;

/** POST /api/machine/machineAutoLocationAddress {machineId}: one refresh of the automatic place. */
export const autoLocationAnswer = deviceLocation.extend({ left: z.number() });
export type AutoLocationAnswer = z.infer<typeof autoLocationAnswer>;

/** POST /api/machine/machineManualLocation */
export const manualAddressPayload = deviceRef.extend({ address });

/** POST /api/machine/machineManualLocationLatLng */
export const manualLatLngPayload = deviceRef.extend({ lat: latitude, lng: longitude });

/** POST /api/v1/machine/setMachineLocation: the manual choice saved in one call. */
export const setLocationPayload = deviceRef.extend({ lat: latitude, lng: longitude, address });
export type SetLocationPayload = z.infer<typeof setLocationPayload>;

/** product.md section 3, IoT card status values. */
export const IOT_CARD_STATUSES = [
  'unactivated',
  'silent',
  'suspended',
  'pendingActivation',
  'working',
  'expired',
  'recycled',
  'unknown',
  'deleted',
] as const;
const iotCardStatus = z.enum(IOT_CARD_STATUSES);

/** POST /api/iotcard/iotCard/getIotCard and GET qrCode: the card by its ICCID (up to 22 digits and letters). */
export const iccidPayload = z.object({ iccid: text(32) });

/** POST /api/iotcard/iotCard/getIotCard {iccid} */
export const iotCard = z.object({
  iccid: z.string(),
  status: iotCardStatus,
  operator: z.string(),
  plan: z.string(),
  usedMB: z.number(),
  totalMB: z.number(),
  activatedAt: z.string().describe('yyyy-mm-dd or empty'),
  expiresAt: z.string(),
});
export type IotCard = z.infer<typeof iotCard>;

/** GET /api/iotcard/iotCard/qrCode?iccid → the card's top-up page, shown as a QR code. */
export const iotCardQr = z.object({ url: z.string() });
export type IotCardQr = z.infer<typeof iotCardQr>;

/** POST /api/tls/testMachineState {testUrl} */
export const machineTestPayload = z.object({ testUrl: text(2048) });
/** POST /api/tls/testMachineState → hwdata */
export const machineTestAnswer = z.object({ online: z.boolean() });
export type MachineTestAnswer = z.infer<typeof machineTestAnswer>;
