// Coordinates between WGS-84 and GCJ-02 (product.md section 9): a round trip lands within 1 m of where it
// started, the two systems really differ inside mainland China, and agree outside it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceMeters, gcj02ToWgs84, wgs84ToGcj02 } from '../../src/domain/geo';

/** Mainland China's rough bounding box, where GCJ-02 applies. */
const inChina = fc.record({
  lat: fc.double({ min: 18.5, max: 53, noNaN: true }),
  lng: fc.double({ min: 74, max: 134.5, noNaN: true }),
});

describe('WGS-84 and GCJ-02', () => {
  it('round trip WGS-84 → GCJ-02 → WGS-84 stays within 1 m', () => {
    fc.assert(
      fc.property(inChina, (point) => {
        expect(distanceMeters(point, gcj02ToWgs84(wgs84ToGcj02(point)))).toBeLessThan(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('round trip GCJ-02 → WGS-84 → GCJ-02 stays within 1 m too', () => {
    fc.assert(
      fc.property(inChina, (point) => {
        expect(distanceMeters(point, wgs84ToGcj02(gcj02ToWgs84(point)))).toBeLessThan(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('moves a point in a Chinese city by tens to hundreds of metres', () => {
    // Shenzhen: the offset there is well known to be several hundred metres.
    const shenzhen = { lat: 22.5431, lng: 113.9345 };
    const moved = distanceMeters(shenzhen, wgs84ToGcj02(shenzhen));
    expect(moved).toBeGreaterThan(100);
    expect(moved).toBeLessThan(1000);
  });

  it('leaves points outside China where they are', () => {
    const stuttgart = { lat: 48.8234, lng: 9.1652 };
    expect(distanceMeters(stuttgart, wgs84ToGcj02(stuttgart))).toBeLessThan(0.01);
  });
});
