// The overall cap of waiting QR codes (docs/decisions.md, "Security"): 10,200 getQrToken from 510 addresses evicted a victim's waiting
// code. At the cap the busiest client's oldest codes go first, and a code younger than the login page's first
// poll is never evicted (a new code is refused with "frequent request" instead).
import { describe, expect, it } from 'vitest';
import { QR_POLL_MS } from '../../src/domain/constants';
import { BusinessCode, normaliseCode } from '../../src/domain/resultCodes';
import { issueQr } from '../../simulator/world/qr';
import { LIMITS } from '../../simulator/world/limits';
import { MAX_QR_LOGINS } from '../../simulator/world/sessions';
import { call, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const FLOODERS = Math.ceil((MAX_QR_LOGINS + 200) / LIMITS.pendingQrPerClient);
const flooder = (i: number) => `10.${(i >> 8) & 0xff}.${i & 0xff}.9`;

describe('the overall cap of waiting QR codes', () => {
  it('a flood from 510 addresses evicts the flood, never the victim\'s one waiting code', () => {
    const world = sim().world;
    const start = sim().clock.now();
    const victim = issueQr(world, start, { ip: '198.51.100.7' })!;
    let at = start + QR_POLL_MS;
    for (let round = 0; round < LIMITS.pendingQrPerClient; round += 1) {
      for (let i = 0; i < FLOODERS; i += 1) issueQr(world, (at += 1), { ip: flooder(i) });
    }
    expect(world.qrLogins.size).toBeLessThanOrEqual(MAX_QR_LOGINS);
    expect(world.qrLogins.has(victim.qrToken)).toBe(true);
  });

  it('never evicts a code younger than the first poll: a new code waits for room instead', async () => {
    const world = sim().world;
    // Issued a minute ahead of the clock, so they stay younger than one poll however long the filling takes.
    const start = sim().clock.now() + 60_000;
    for (let round = 0; round < LIMITS.pendingQrPerClient; round += 1) {
      for (let i = 0; i < MAX_QR_LOGINS / LIMITS.pendingQrPerClient; i += 1) issueQr(world, start, { ip: flooder(i) });
    }
    expect(world.qrLogins.size).toBe(MAX_QR_LOGINS);
    const fresh = [...world.qrLogins.keys()];
    const refused = await call('/api/user/getQrToken');
    expect(normaliseCode(refused.hwcode)).toBe(BusinessCode.RequestTooFrequent);
    expect(fresh.every((token) => world.qrLogins.has(token))).toBe(true);
    sim().clock.advance(60_000 + QR_POLL_MS);
    expect((await call('/api/user/getQrToken')).hwcode).toBe(0);
    expect(world.qrLogins.size).toBeLessThanOrEqual(MAX_QR_LOGINS);
  });
});
