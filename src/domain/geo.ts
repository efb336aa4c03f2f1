// Coordinates between the two map systems a device can be placed in (product.md section 9): WGS-84, what GPS,
// OpenStreetMap and Nominatim use, and GCJ-02, the offset system of maps licensed in mainland China. The cloud
// keeps WGS-84 (see docs/decisions.md); a map whose tiles are GCJ-02 converts on the way in and out.
import gcoord from 'gcoord';

export type LatLng = { lat: number; lng: number };
export type CoordinateSystem = 'wgs84' | 'gcj02';

const CRS = { wgs84: gcoord.WGS84, gcj02: gcoord.GCJ02 } as const;

/** Converts a point between the two systems; outside mainland China both systems agree and the point stays. */
export function convert(point: LatLng, from: CoordinateSystem, to: CoordinateSystem): LatLng {
  // Stryker disable next-line ConditionalExpression: equivalent, gcoord gives a point back unchanged between one system and itself (a shortcut)
  if (from === to) return { lat: point.lat, lng: point.lng };
  const [lng, lat] = gcoord.transform([point.lng, point.lat], CRS[from], CRS[to]) as [number, number];
  return { lat, lng };
}

export const wgs84ToGcj02 = (point: LatLng): LatLng => convert(point, 'wgs84', 'gcj02');
export const gcj02ToWgs84 = (point: LatLng): LatLng => convert(point, 'gcj02', 'wgs84');

const EARTH_RADIUS_M = 6_371_008.8;

/** Great-circle distance in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A usable coordinate: finite, latitude within ±90 and longitude within ±180. */
export function isValidLatLng(point: Partial<LatLng> | undefined): point is LatLng {
  return (
    !!point &&
    // Stryker disable next-line ConditionalExpression: equivalent, Number.isFinite below refuses what is no number; the test narrows the type
    typeof point.lat === 'number' &&
    // Stryker disable next-line ConditionalExpression: equivalent, as for the latitude
    typeof point.lng === 'number' &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}
