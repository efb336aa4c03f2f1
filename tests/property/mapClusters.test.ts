import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildClusterIndex, type PointColumns } from '../../src/ui/map/clusterIndex';

type P = { lat: number; lng: number; online: boolean };

const located = fc.record({
  lat: fc.double({ min: -85, max: 85, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
  online: fc.boolean(),
});
// Devices that never reported a place, or report nonsense, must stay off the map.
const unlocated = fc.record({
  lat: fc.constantFrom(0, NaN, 95, -200),
  lng: fc.constantFrom(0, NaN, 181, 0),
  online: fc.boolean(),
}).filter((p) => !(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180) || (p.lat === 0 && p.lng === 0));
// Fleets come in towns: many devices a few hundred metres apart.
const town = fc.tuple(fc.double({ min: 20, max: 45, noNaN: true }), fc.double({ min: 90, max: 125, noNaN: true }), fc.array(fc.boolean(), { maxLength: 60 }))
  .map(([lat, lng, states]) => states.map((online, i): P => ({ lat: lat + (i % 7) * 0.003, lng: lng + Math.floor(i / 7) * 0.003, online })));

function columns(points: P[]): PointColumns {
  return {
    lat: Float64Array.from(points, (p) => p.lat),
    lng: Float64Array.from(points, (p) => p.lng),
    online: Uint8Array.from(points, (p) => (p.online ? 1 : 0)),
  };
}

const isLocated = (p: P) => Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 && !(p.lat === 0 && p.lng === 0);
const fleet = fc.tuple(fc.array(located, { maxLength: 80 }), fc.array(unlocated, { maxLength: 5 }), fc.array(town, { maxLength: 4 }))
  .map(([a, b, towns]) => [...a, ...b, ...towns.flat()]);

describe('cloud map cluster index', () => {
  it('at every zoom, the whole world shows each located device exactly once, with its online state', () => {
    fc.assert(
      fc.property(fleet, fc.integer({ min: 0, max: 18 }), fc.constantFrom('wgs84' as const, 'gcj02' as const), (points, zoom, display) => {
        const index = buildClusterIndex(columns(points), display);
        const expected = points.filter(isLocated);
        expect(index.located).toBe(expected.length);
        const features = index.features([-180, -90, 180, 90], zoom);
        const count = features.reduce((n, f) => n + (f.kind === 'cluster' ? f.count : 1), 0);
        const online = features.reduce((n, f) => n + (f.kind === 'cluster' ? f.online : f.online ? 1 : 0), 0);
        expect(count).toBe(expected.length);
        expect(online).toBe(expected.filter((p) => p.online).length);
        // A single device is one of the located ones, with its own state.
        for (const f of features) {
          if (f.kind !== 'device') continue;
          const p = points[f.index]!;
          expect(isLocated(p)).toBe(true);
          expect(f.online).toBe(p.online);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('bounds hold every drawn point, and a cluster splits at its expansion zoom', () => {
    fc.assert(
      fc.property(fleet, (points) => {
        const index = buildClusterIndex(columns(points));
        if (index.located === 0) {
          expect(index.bounds).toBeNull();
          return;
        }
        // supercluster hands points back through its projection: allow for the rounding of the round trip.
        const e = 1e-9;
        const [west, south, east, north] = index.bounds!;
        const all = index.features([-180, -90, 180, 90], 18);
        for (const f of all) {
          expect(f.lng).toBeGreaterThanOrEqual(west - e);
          expect(f.lng).toBeLessThanOrEqual(east + e);
          expect(f.lat).toBeGreaterThanOrEqual(south - e);
          expect(f.lat).toBeLessThanOrEqual(north + e);
        }
        for (const cluster of index.features([-180, -90, 180, 90], 3).filter((f) => f.kind === 'cluster')) {
          expect(index.expansionZoom(cluster.id)).toBeGreaterThan(3);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('moves points into GCJ-02 for tiles in that system, and leaves places outside China alone', () => {
    const shenzhen = { lat: 22.5431, lng: 113.9345, online: true };
    const berlin = { lat: 52.52, lng: 13.405, online: false };
    const index = buildClusterIndex(columns([shenzhen, berlin]), 'gcj02');
    const [a, b] = index.features([-180, -90, 180, 90], 18).sort((x, y) => y.lat - x.lat);
    expect(a!.lat).toBeCloseTo(52.52, 9);
    expect(a!.lng).toBeCloseTo(13.405, 9);
    // GCJ-02 lies a few hundred metres off WGS-84 in Shenzhen.
    expect(Math.abs(b!.lng - shenzhen.lng)).toBeGreaterThan(0.002);
    expect(Math.abs(b!.lng - shenzhen.lng)).toBeLessThan(0.01);
  });
});
