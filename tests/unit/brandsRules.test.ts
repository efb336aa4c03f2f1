// The choice of a brand for a host (product.md section 9, src/domain/brands.ts), rule by rule, on the real brand table:
// which hosts count as local (the main brand), how a host is cleaned up before it is matched.
import { describe, expect, it } from 'vitest';
import { BRANDS, MAIN_BRAND, NEUTRAL_BRAND, brandQrImagePath, resolveBrand } from '../../src/domain/brands';

const flexhmi = BRANDS.find((b) => b.id === 'flexhmi')!;

describe('resolveBrand: local hosts get the main brand', () => {
  it('reads the unspecified address and private IPv4 ranges as local, at their edges', () => {
    for (const host of ['0.0.0.0', '127.0.10.1', '10.200.30.40', '192.168.100.200', '172.16.0.1', '172.31.255.1', '[::1]']) {
      expect(resolveBrand(host), host).toBe(MAIN_BRAND);
    }
  });

  it('reads addresses just outside the private ranges as public', () => {
    for (const host of ['172.15.0.1', '172.32.0.1', '192.169.0.1', '193.168.0.1', '8.168.0.1', '8.20.0.1', '11.0.0.1', '128.0.0.1']) {
      expect(resolveBrand(host), host).toBe(NEUTRAL_BRAND);
    }
  });

  it('reads only a whole dotted quad as an IPv4 address', () => {
    for (const host of ['1127.0.0.1', '127.0.0.1.evil.org', '127.0.0.1a.org', '127.0.0.[1', '127.0.0.]1']) {
      expect(resolveBrand(host), host).toBe(NEUTRAL_BRAND);
    }
  });
});

describe('resolveBrand: the host is cleaned before it is matched', () => {
  it('ignores surrounding spaces, letter case and a trailing dot (a fully qualified name)', () => {
    expect(resolveBrand('  flexhmi.example  ')).toBe(flexhmi);
    expect(resolveBrand('FlexHMI.Example.')).toBe(flexhmi);
    expect(resolveBrand('cloud.flexhmi.example.')).toBe(flexhmi);
  });
});

describe('brandQrImagePath', () => {
  it('points at the brand folder picture built at build time', () => {
    expect(brandQrImagePath(flexhmi)).toBe('/brands/flexhmi/app-qr.svg');
  });
});
