// Location calls of a device (api.md section 7) and the map search, which goes to the deployment's geocoder.
import ky from 'ky';
import type { Http, Result } from '../http';
import type {
  AutoLocationAnswer,
  AutoWayPayload,
  DeviceLocation,
  DeviceRef,
  LocationAllowance,
  LocationTypePayload,
  SetLocationPayload,
} from '../../domain/wire/deviceDetail';
import { REQUEST_TIMEOUT_MS } from '../../domain/constants';
import { isValidLatLng, type LatLng } from '../../domain/geo';
import { mapConfig } from '../mapConfig';
import { isRecord } from '../../domain/wire/record';

// Changes report their failures through the global notifier; the allowance read on opening is shown inline.
const post = <T>(http: Http, path: string, body: object, quiet = false) =>
  http.call<T>({ path, body: { ...body }, quiet });

/** POST /api/machine/machineLocationWay {machineId, locationType} → DeviceLocation */
export const setLocationType = (http: Http, p: LocationTypePayload): Promise<Result<DeviceLocation>> =>
  post(http, '/api/machine/machineLocationWay', p);

/** POST /api/machine/machineAutoLocationWay {machineId, locationWay} → DeviceLocation */
export const setAutoLocationWay = (http: Http, p: AutoWayPayload): Promise<Result<DeviceLocation>> =>
  post(http, '/api/machine/machineAutoLocationWay', p);

/** POST /api/machine/machineAutoLocationAddress {machineId}: refreshes the automatic place (one of the day's 5). */
export const refreshAutoLocation = (http: Http, p: DeviceRef): Promise<Result<AutoLocationAnswer>> =>
  post(http, '/api/machine/machineAutoLocationAddress', p);

/** POST /api/machine/machineStationLocationNum {machineId} → the day's refresh allowance. */
export const locationAllowance = (http: Http, p: DeviceRef): Promise<Result<LocationAllowance>> =>
  post(http, '/api/machine/machineStationLocationNum', p, true);

/** POST /api/v1/machine/setMachineLocation {machineId, lat, lng, address}: the manual choice in one call. */
export const setMachineLocation = (http: Http, p: SetLocationPayload): Promise<Result<DeviceLocation>> =>
  post(http, '/api/v1/machine/setMachineLocation', p);

export type PlaceHit = LatLng & { label: string };

/**
 * Map search through the deployment's Nominatim-compatible geocoder (`/search?q=&format=json`). Answers are
 * WGS-84. Rejects when the geocoder cannot be reached, so the screen can say so.
 */
export async function searchPlaces(query: string, options: { limit?: number; lang?: string; signal?: AbortSignal } = {}): Promise<PlaceHit[]> {
  const url = mapConfig.geocoderUrl;
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const searchParams = new URLSearchParams({ q: query, format: 'json', limit: String(options.limit ?? 8) });
  if (options.lang) searchParams.set('accept-language', options.lang === 'cn' ? 'zh' : options.lang);
  const answer = await ky
    .get(new URL(url, origin).toString(), { searchParams, timeout: REQUEST_TIMEOUT_MS, retry: 0, ...(options.signal ? { signal: options.signal } : {}) })
    .json<unknown>();
  if (!Array.isArray(answer)) return [];
  const hits: PlaceHit[] = [];
  for (const item of answer.filter(isRecord)) {
    const point = { lat: Number(item.lat), lng: Number(item.lon) };
    if (isValidLatLng(point)) hits.push({ ...point, label: String(item.display_name ?? '') });
  }
  return hits;
}
