// GET /api/device/v1/user/role/info (docs/decisions.md, "Security"): 66 look-ups in 0.19 s returned anyone's id, name, e-mail and phone.
// Look-ups of accounts not related to the device (or of none) now count in the per-address sign-in limit (30 a
// minute) and per account (30 a minute), and such an account is answered with the name and masked contact data.
import { describe, expect, it } from 'vitest';
import { BusinessCode, normaliseCode } from '../../src/domain/resultCodes';
import { LIMITS } from '../../simulator/world/limits';
import { call, loginToken, ORIGIN, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const AKEY = '13800138000';
const BKEY = '13900139001';
const STRANGER = '13900139003';

const lookup = (token: string, account: string) => call('/api/device/v1/user/role/info', { machineID: '50002', account }, { token, method: 'GET' });

/** A look-up from a chosen client address (the simulator reads X-Forwarded-For as the server set it). */
async function lookupFrom(ip: string, token: string, account: string): Promise<{ hwcode: number | string }> {
  const res = await fetch(`${ORIGIN}/api/device/v1/user/role/info?${new URLSearchParams({ machineID: '50002', account })}`, { headers: { cloudtoken: token, 'x-forwarded-for': ip } });
  return (await res.json()) as { hwcode: number | string };
}

describe('role/info answers', () => {
  it('masks the phone and e-mail of someone not related to the device, and keeps the name', async () => {
    const stranger = sim().world.users.find((u) => u.phone === STRANGER)!;
    stranger.email = 'stranger.person@example.com';
    const answer = await lookup(await loginToken(AKEY), STRANGER);
    expect(answer.hwcode).toBe(0);
    const info = answer.hwdata as { name: string; phone: string; email: string; role: string };
    expect(info).toMatchObject({ name: stranger.name, phone: '139****9003', email: 's***@example.com', role: 'ordinary' });
    expect(JSON.stringify(answer)).not.toContain(STRANGER);
    expect(JSON.stringify(answer)).not.toContain('stranger.person');
  });

  it('answers a member as the member list does, without counting the look-up', async () => {
    const token = await loginToken(AKEY);
    for (let i = 0; i < LIMITS.signInsPerClientMinute; i += 1) expect((await lookup(token, BKEY)).hwdata).toMatchObject({ id: 1004, role: 'bkey', phone: BKEY });
    expect((await lookup(token, STRANGER)).hwcode).toBe(0);
  });
});

describe('role/info is limited', () => {
  it(`counts per address at the sign-in limit's number: the ${LIMITS.signInsPerClientMinute + 1}th look-up in a minute is refused, the sign-in is not`, async () => {
    const token = await loginToken(AKEY);
    const codes = [];
    for (let i = 0; i <= LIMITS.signInsPerClientMinute; i += 1) codes.push(normaliseCode((await lookup(token, i % 2 === 0 ? STRANGER : `nobody${i}@example.com`)).hwcode));
    expect(codes.slice(0, -1).every((c) => c !== BusinessCode.RequestTooFrequent)).toBe(true);
    expect(codes.at(-1)).toBe(BusinessCode.RequestTooFrequent);
    // Counted apart from the sign-ins: a manager's look-ups (or a QA run's) never refuse that address's sign-in.
    expect(await loginToken(AKEY)).toBeTruthy();
    sim().clock.advance(60_000);
    expect((await lookup(token, STRANGER)).hwcode).toBe(0);
  });

  it(`counts per account: new addresses do not buy more than ${LIMITS.lookupsPerAccountMinute} a minute`, async () => {
    const token = await loginToken(AKEY);
    const codes = [];
    for (let i = 0; i <= LIMITS.lookupsPerAccountMinute; i += 1) codes.push(normaliseCode((await lookupFrom(`198.51.100.${i + 1}`, token, STRANGER)).hwcode));
    expect(codes.slice(0, -1).every((c) => c === '0')).toBe(true);
    expect(codes.at(-1)).toBe(BusinessCode.RequestTooFrequent);
  });
});
