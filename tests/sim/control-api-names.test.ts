// The control API names accounts loosely: codes are listed for any of an account's names (account name, id, phone
// or e-mail), and an enterprise that does not exist is not found rather than invented.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../simulator/world/demoAccounts';
import type { VerificationCode } from '../../simulator/world/types';
import { ORIGIN, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();

describe('control API names', () => {
  it('lists the codes sent to an account by its account name', async () => {
    const user = sim().world.users.find((u) => u.id === DEMO_ACCOUNTS.account.userId)!;
    const target = user.phone || user.email.toLowerCase();
    const code: VerificationCode = { channel: user.phone ? 'sms' : 'email', target, countryCode: user.countryCode, code: '123456', purpose: 'login', sentAt: 0, expiresAt: Number.MAX_SAFE_INTEGER };
    sim().world.codes.push(code);
    for (const name of [DEMO_ACCOUNTS.account.account, String(user.id), target]) {
      const answer = (await (await fetch(`${ORIGIN}/__sim/codes?account=${encodeURIComponent(name)}`)).json()) as { codes: Array<{ code: string }> };
      expect(answer.codes.map((c) => c.code), name).toEqual(['123456']);
    }
  });

  it('answers 404 for the SMS account of an enterprise that does not exist', async () => {
    const res = await fetch(`${ORIGIN}/__sim/sms?account=${DEMO_ACCOUNTS.enterprise.email}&eid=9001`);
    expect(res.status).toBe(404);
    const known = await fetch(`${ORIGIN}/__sim/sms?account=${DEMO_ACCOUNTS.enterprise.email}&eid=201`);
    expect(known.status).toBe(200);
  });
});
