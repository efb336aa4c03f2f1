// The device detail panel's own calls (api.md section 7, Device): the device record, its facts page, image reset.
import type { Http, Result } from '../http';
import type { DeviceDetail, DeviceFacts, DeviceRef } from '../../domain/wire/deviceDetail';

export type { DeviceDetail, DeviceFacts };

/** GET /api/device/v1/detail?machineId → DeviceDetail */
export function getDeviceDetail(http: Http, payload: DeviceRef): Promise<Result<DeviceDetail>> {
  return http.call<DeviceDetail>({ method: 'GET', path: '/api/device/v1/detail', query: { ...payload }, quiet: true });
}

/** POST /api/device/v1/detail/page {machineId} → DeviceFacts */
export function getDeviceFacts(http: Http, payload: DeviceRef): Promise<Result<DeviceFacts>> {
  return http.call<DeviceFacts>({ path: '/api/device/v1/detail/page', body: { ...payload }, quiet: true });
}

/** PUT /api/v1/devices/imageReset {machineId}: the device goes back to its factory screen image. */
export function resetImage(http: Http, payload: DeviceRef): Promise<Result<null>> {
  return http.call<null>({ method: 'PUT', path: '/api/v1/devices/imageReset', body: { ...payload } });
}
