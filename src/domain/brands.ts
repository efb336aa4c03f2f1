// The console is rebranded per host name (product.md section 9). The brands themselves are data in
// brands.data.ts, their shape in brandShape.ts; this file holds the choice of a brand for a host.
import type { Language } from './constants';
import { BRAND_LIST } from './brands.data';
import type { Brand, BrandTextKey } from './brandShape';

export type { Brand, BrandTextKey } from './brandShape';

export const BRANDS: readonly Brand[] = BRAND_LIST;

const byKind = (kind: Brand['kind']): Brand => {
  const brand = BRANDS.find((b) => b.kind === kind);
  if (!brand) throw new Error(`brands.data.ts must define a ${kind} brand`);
  return brand;
};

export const MAIN_BRAND: Brand = byKind('main');
export const NEUTRAL_BRAND: Brand = byKind('neutral');

/**
 * Hosts a developer or an on-premise installation uses: loopback, *.localhost, *.local, bare intranet names
 * and private IPv4 ranges. They get the main brand, as the spec asks for a local host.
 */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: an empty host and "localhost" (no dot, no colon) pass the last test too; named here for the reader.
  if (host === '' || host === 'localhost') return true;
  if (host === '::1' || host === '0.0.0.0') return true;
  if (host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (ipv4) {
    const a = Number(ipv4[1]);
    const b = Number(ipv4[2]);
    return a === 127 || a === 10 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b <= 31);
  }
  return !host.includes('.') && !host.includes(':');
}

function matchesHost(host: string, pattern: string): boolean {
  const p = pattern.toLowerCase();
  return host === p || host.endsWith(`.${p}`);
}

/** The brand for a host name: a listed host's brand, the main brand on a local host, else the neutral one. */
export function resolveBrand(hostname: string): Brand {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  // The longest matching pattern wins, so a partner may live on a subdomain of another brand's host.
  let best: { brand: Brand; length: number } | undefined;
  for (const brand of BRANDS) {
    for (const pattern of brand.hosts) {
      if (matchesHost(host, pattern) && (!best || pattern.length > best.length)) {
        best = { brand, length: pattern.length };
      }
    }
  }
  if (best) return best.brand;
  return isLocalHost(host) ? MAIN_BRAND : NEUTRAL_BRAND;
}

export function brandText(brand: Brand, lang: Language, key: BrandTextKey): string {
  return brand.texts[lang][key];
}

/** The brand's app-download QR image, drawn at build time (scripts/build/brandQrImages.ts). */
export function brandQrImagePath(brand: Brand): string {
  return `/brands/${brand.id}/app-qr.svg`;
}
