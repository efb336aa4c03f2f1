// How a report is signed (docs/operations.md, "Project reporting"): HMAC-SHA256 over the raw body with the project's secret
// key, hex, in `X-Report-Signature: sha256=<hex>`. During a key's grace period the header carries one entry per
// valid key, the current key first, separated by ", ". Node only (node:crypto): the browser demo never loads it.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-report-signature';
export const TIMESTAMP_HEADER = 'x-report-timestamp';
export const DELIVERY_HEADER = 'x-report-delivery';
export const ATTEMPT_HEADER = 'x-report-attempt';
/** A receiver refuses reports whose timestamp is further than this from its own clock (replays). */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

function sign(rawBody: string | Buffer, key: string): string {
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

export function signatureHeader(rawBody: string, keys: readonly string[]): string {
  return keys.map((key) => `sha256=${sign(rawBody, key)}`).join(', ');
}

/** Whether one entry of the header is the body's signature with `key` (compared in constant time). */
export function verifySignature(rawBody: string | Buffer, header: string | undefined | null, key: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(sign(rawBody, key), 'hex');
  return header.split(',').some((entry) => {
    const match = /^\s*sha256=([0-9a-f]{64})\s*$/i.exec(entry);
    if (!match) return false;
    const given = Buffer.from(match[1] ?? '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
