// The map rules of src/domain/geo.ts (product.md section 9): which coordinates are usable, and great-circle
// distances pinned against figures known independently (a quarter meridian, a degree of longitude at 60° north).
import { describe, expect, it } from 'vitest';
import { convert, distanceMeters, isValidLatLng } from '../../src/domain/geo';

describe('isValidLatLng', () => {
  it('takes finite numbers within ±90 latitude and ±180 longitude, edges included', () => {
    for (const point of [{ lat: 0, lng: 0 }, { lat: 90, lng: 180 }, { lat: -90, lng: -180 }, { lat: 31.23, lng: 121.47 }]) expect(isValidLatLng(point), JSON.stringify(point)).toBe(true);
  });

  it('refuses anything else', () => {
    const bad: Array<Partial<{ lat: number; lng: number }> | undefined> = [
      undefined,
      {},
      { lat: 1 },
      { lng: 1 },
      { lat: '1' as unknown as number, lng: 1 },
      { lat: 1, lng: '1' as unknown as number },
      { lat: Number.NaN, lng: 1 },
      { lat: 1, lng: Infinity },
      { lat: 90.0001, lng: 0 },
      { lat: -90.0001, lng: 0 },
      { lat: 0, lng: 180.0001 },
      { lat: 0, lng: -180.0001 },
    ];
    for (const point of bad) expect(isValidLatLng(point), JSON.stringify(point)).toBe(false);
  });
});

describe('distanceMeters', () => {
  it('is a quarter of the mean circumference from the equator to a pole, and 0 from a point to itself', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6_371_008.8, 3);
    expect(distanceMeters({ lat: 31.2, lng: 121.5 }, { lat: 31.2, lng: 121.5 })).toBe(0);
  });

  it('shrinks a degree of longitude with the cosine of the latitude (half at 60°)', () => {
    const atEquator = distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 });
    const at60 = distanceMeters({ lat: 60, lng: 0 }, { lat: 60, lng: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
    expect(distanceMeters({ lat: 60, lng: 0 }, { lat: 0, lng: 0 })).toBeCloseTo(distanceMeters({ lat: 0, lng: 0 }, { lat: 60, lng: 0 }), 6);
  });
});

describe('convert', () => {
  it('gives the point back as it is between one system and itself', () => {
    expect(convert({ lat: 31.2, lng: 121.5 }, 'gcj02', 'gcj02')).toEqual({ lat: 31.2, lng: 121.5 });
  });
});
