// The device's IoT card (api.md section 7, IoT card).
import type { Http, Result } from '../http';
import type { IotCard, IotCardQr } from '../../domain/wire/deviceDetail';

export type { IotCard, IotCardQr };

/** POST /api/iotcard/iotCard/getIotCard {iccid} → IotCard */
export function getIotCard(http: Http, payload: { iccid: string }): Promise<Result<IotCard>> {
  return http.call<IotCard>({ path: '/api/iotcard/iotCard/getIotCard', body: { ...payload }, quiet: true });
}

/** GET /api/iotcard/iotCard/qrCode?iccid → the card's top-up page address */
export function getIotCardQr(http: Http, payload: { iccid: string }): Promise<Result<IotCardQr>> {
  return http.call<IotCardQr>({ method: 'GET', path: '/api/iotcard/iotCard/qrCode', query: { ...payload }, quiet: true });
}
