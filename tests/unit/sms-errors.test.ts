// The SMS calls read some answers their own way (api.md section 8): hwcode 113 or 404 is a missing or invalid
// token (its own notice, logout after 1.2 s instead of 1 s), HTTP 504 names the URL, other hwcodes the server's text.
import { describe, expect, it, vi, afterEach } from 'vitest';
import { createActor } from 'xstate';
import { LOGOUT_DELAY_MS, SMS_LOGOUT_DELAY_MS } from '../../src/domain/constants';
import { classify, outcomeMessage, SMS_SERVER_KEY, SMS_TIMEOUT_KEY, SMS_TOKEN_KEY, TOKEN_EXPIRED_KEY } from '../../src/domain/resultCodes';
import { sessionMachine } from '../../src/machines/session.machine';

afterEach(() => vi.useRealTimers());

describe('SMS outcomes', () => {
  it('reads 113 and 404 as a bad token only on SMS calls', () => {
    expect(classify({ type: 'response', status: 200, hwcode: 404 }, { sms: true })).toEqual({ kind: 'tokenExpired', messageKey: SMS_TOKEN_KEY, logoutAfterMs: SMS_LOGOUT_DELAY_MS });
    expect(classify({ type: 'response', status: 200, hwcode: 113 }, { sms: true })).toMatchObject({ kind: 'tokenExpired', messageKey: SMS_TOKEN_KEY });
    expect(classify({ type: 'response', status: 200, hwcode: 113 })).toMatchObject({ kind: 'tokenExpired', messageKey: TOKEN_EXPIRED_KEY, logoutAfterMs: LOGOUT_DELAY_MS });
    expect(classify({ type: 'response', status: 200, hwcode: 404 }).kind).not.toBe('tokenExpired');
  });

  it('names the URL on a 504 and shows the server\'s text for other codes', () => {
    const timeout = classify({ type: 'response', status: 504 }, { sms: true, url: '/api/v1/sms/sale-list' });
    expect(outcomeMessage(timeout)).toEqual({ key: SMS_TIMEOUT_KEY, values: { url: '/api/v1/sms/sale-list' } });
    const server = classify({ type: 'response', status: 200, hwcode: 3001, hwdata: 'Gateway busy' }, { sms: true });
    expect(outcomeMessage(server)).toEqual({ key: SMS_SERVER_KEY, values: { message: 'Gateway busy' } });
    const wrapped = classify({ type: 'response', status: 200, hwcode: 3001, hwdata: { message: 'Quota table locked' } }, { sms: true });
    expect(outcomeMessage(wrapped).values).toEqual({ message: 'Quota table locked' });
    // A catalogued code keeps its bilingual message.
    expect(classify({ type: 'response', status: 200, hwcode: '09010101', hwdata: 'dup' }, { sms: true })).toMatchObject({ messageKey: 'errors:business.smsReceiverExists' });
  });
});

describe('session expiry after an SMS call', () => {
  const loggedIn = () => {
    const shown: string[] = [];
    const actor = createActor(
      sessionMachine.provide({ actions: { showExpiredNotice: ({ context }) => void shown.push(context.expiry?.messageKey ?? TOKEN_EXPIRED_KEY) } }),
      { input: { token: 't' } },
    );
    actor.start();
    return { actor, shown };
  };

  it('shows the SMS notice and logs out after 1.2 s, not 1 s', () => {
    vi.useFakeTimers();
    const { actor, shown } = loggedIn();
    actor.send({ type: 'TOKEN_EXPIRED', messageKey: SMS_TOKEN_KEY, logoutAfterMs: SMS_LOGOUT_DELAY_MS });
    expect(shown).toEqual([SMS_TOKEN_KEY]);
    vi.advanceTimersByTime(LOGOUT_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('expired');
    vi.advanceTimersByTime(SMS_LOGOUT_DELAY_MS - LOGOUT_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('keeps the general notice and 1 s for other calls', () => {
    vi.useFakeTimers();
    const { actor, shown } = loggedIn();
    actor.send({ type: 'TOKEN_EXPIRED' });
    expect(shown).toEqual([TOKEN_EXPIRED_KEY]);
    vi.advanceTimersByTime(LOGOUT_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });
});
