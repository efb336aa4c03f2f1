// Irreversible calls once per intent (docs/decisions.md, "Console"): a repeat carrying the same Idempotency-Key is answered with the
// first answer and not done again; the console's client sends one key per intent on its irreversible calls.
import { describe, expect, it } from 'vitest';
import type { TransferAnswer } from '../../src/domain/wire/sms';
import { createHttp } from '../../src/transport/http';
import { transferStock } from '../../src/transport/api/sms';
import { smsState } from '../../simulator/delivery/state';
import { ORIGIN, loginToken, simulatorPerTest, type Envelope } from './support';
import { REPLAY_MS } from '../../simulator/handlers/idempotency';

const { sim } = simulatorPerTest();
const TRANSFER = `${ORIGIN}/api/msg/v1/ent/userMessage/transfer`;

async function transfer(token: string, key: string | undefined, amount = '3'): Promise<Envelope> {
  const headers: Record<string, string> = { cloudtoken: token, 'content-type': 'application/x-www-form-urlencoded' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const res = await fetch(TRANSFER, { method: 'PUT', headers, body: new URLSearchParams({ eid: '201', amount }) });
  return (await res.json()) as Envelope;
}

const moves = (userId: number) => smsState(sim().world).sales.filter((s) => s.userId === userId && s.operate === 'transfer').length;
const userIdOf = (email: string) => sim().world.users.find((u) => u.email === email)!.id;

describe('Idempotency-Key on the SMS move', () => {
  it('moves once for two calls with the same key, both answered with the first answer', async () => {
    const token = await loginToken('ent@example.com');
    const [first, second] = await Promise.all([transfer(token, 'intent-0001'), transfer(token, 'intent-0001')]);
    expect(first.hwcode).toBe(0);
    expect(second).toEqual(first);
    const third = await transfer(token, 'intent-0001');
    expect(third).toEqual(first);
    expect(moves(userIdOf('ent@example.com'))).toBe(1);
    expect((first.hwdata as TransferAnswer).personalStock).toBe(97);
  });

  it('moves again for a new key, for no key, and for the same key once the window has passed', async () => {
    const token = await loginToken('ent@example.com');
    expect((await transfer(token, 'intent-0001')).hwcode).toBe(0);
    expect((await transfer(token, 'intent-0002')).hwcode).toBe(0);
    expect((await transfer(token, undefined)).hwcode).toBe(0);
    sim().clock.advance(REPLAY_MS + 1);
    const later = await loginToken('ent@example.com');
    expect(((await transfer(later, 'intent-0001')).hwdata as TransferAnswer).personalStock).toBe(88);
    expect(moves(userIdOf('ent@example.com'))).toBe(4);
  });

  it('refuses a malformed key as any input out of bounds, and does nothing', async () => {
    const token = await loginToken('ent@example.com');
    expect((await transfer(token, 'x')).hwcode).not.toBe(0);
    expect((await transfer(token, 'a'.repeat(65))).hwcode).not.toBe(0);
    expect(moves(userIdOf('ent@example.com'))).toBe(0);
  });

  it('the console sends one key for an intent sent twice before the first answer: the stock moves once', async () => {
    const token = await loginToken('ent@example.com');
    const http = createHttp({ origin: ORIGIN, getToken: () => token, onMissingToken: () => undefined });
    const [a, b] = await Promise.all([transferStock(http, 201, 3), transferStock(http, 201, 3)]);
    expect(a).toEqual(b);
    expect(moves(userIdOf('ent@example.com'))).toBe(1);
    // Answered: the same move again is a new intent.
    expect((await transferStock(http, 201, 3)).ok).toBe(true);
    expect(moves(userIdOf('ent@example.com'))).toBe(2);
  });
});
