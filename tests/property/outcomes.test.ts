import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import cn from '../../src/i18n/cn/errors';
import en from '../../src/i18n/en/errors';
import { outcomeMessage, BUSINESS_CODES, BusinessCode, classify, CONNECTING_ERROR_KEY, GENERIC_FAILURE_KEY, NETWORK_ERROR_KEY, HTTP_MESSAGES, type Outcome } from '../../src/domain/resultCodes';
import { classifyVisit } from '../../src/domain/visitResults';
import { ALL_MESSAGE_KEYS } from '../../src/domain/messageKeys';
import { LOGOUT_DELAY_MS, SMS_LOGOUT_DELAY_MS } from '../../src/domain/constants';
import { createI18n } from '../../src/i18n/allTexts';
import { errorText as text } from '../unit/errorText';

function messageKeyOf(outcome: Outcome): string | undefined {
  return outcome.kind === 'ok' ? undefined : outcome.messageKey;
}

const hwcode = fc.oneof(
  fc.integer({ min: -1000, max: 99_999_999 }),
  fc.stringMatching(/^\d{1,10}$/),
  fc.constantFrom(...Object.values(BusinessCode), 0, '0', 113, '113', 500, '500', 404),
  fc.string(),
);
const listed = Object.keys(HTTP_MESSAGES).map(Number);

describe('result-code catalogue', () => {
  it('every key it can hand out has a Chinese and an English text', () => {
    for (const key of ALL_MESSAGE_KEYS) {
      expect(text(cn, key), `cn ${key}`).toBeTruthy();
      expect(text(en, key), `en ${key}`).toBeTruthy();
    }
  });

  it('every HTTP status and every envelope hwcode yields a message that exists in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), hwcode, fc.anything(), fc.boolean(), (status, code, data, sms) => {
        const outcome = classify({ type: 'response', status, hwcode: code, hwdata: data }, { sms });
        const key = messageKeyOf(outcome);
        if (key === undefined) return;
        expect(ALL_MESSAGE_KEYS).toContain(key);
        expect(text(cn, key)).toBeTruthy();
        expect(text(en, key)).toBeTruthy();
      }),
    );
  });

  it('hwcode 113 (number or string) is a token-expired notice with logout after 1 s', () => {
    for (const code of [113, '113']) {
      expect(classify({ type: 'response', status: 200, hwcode: code })).toEqual({
        kind: 'tokenExpired',
        messageKey: 'errors:envelope.tokenExpired',
        logoutAfterMs: LOGOUT_DELAY_MS,
      });
    }
  });

  it('HTTP 401 is token expired whatever the body', () => {
    fc.assert(
      fc.property(hwcode, (code) => {
        const outcome = classify({ type: 'response', status: 401, hwcode: code });
        expect(outcome.kind).toBe('tokenExpired');
      }),
    );
  });

  it('an unlisted non-2xx status reads "Connecting error(code)" with the code', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }).filter((s) => (s < 200 || s > 299) && !listed.includes(s) && s !== 401),
        (status) => {
          const outcome = classify({ type: 'response', status });
          expect(outcome).toMatchObject({ kind: 'http', status, values: { code: status } });
          const key = messageKeyOf(outcome) ?? '';
          expect(text(en, key)?.replace('{{code}}', String(status))).toBe(`Connecting error(${status})`);
        },
      ),
    );
  });

  it('keeps the exact English wordings of the spec', () => {
    const en400 = messageKeyOf(classify({ type: 'response', status: 400 }));
    const enServerApi = messageKeyOf(classify({ type: 'response', status: 200, hwcode: 500 }));
    const enNetwork = messageKeyOf(classify({ type: 'network' }));
    expect(text(en, en400 ?? '')).toBe('Api Request Error(400)');
    expect(text(en, enServerApi ?? '')).toBe('Server-api Error');
    expect(text(en, enNetwork ?? '')).toBe('Network or interface error!');
  });

  it('renders through i18next with the status filled in, in both languages', () => {
    const outcome = classify({ type: 'response', status: 418 });
    if (outcome.kind !== 'http') throw new Error(`expected an http outcome, got ${outcome.kind}`);
    expect(createI18n('en').t(outcome.messageKey, outcome.values)).toBe('Connecting error(418)');
    expect(createI18n('cn').t(outcome.messageKey, outcome.values)).toBe('连接错误（418）');
  });

  it('a client time-out reads like HTTP 408', () => {
    const timeout = classify({ type: 'timeout' });
    expect(messageKeyOf(timeout)).toBe(messageKeyOf(classify({ type: 'response', status: 408 })));
  });

  it('hwcode 0 is ok and hands hwdata through', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, '0'), fc.jsonValue(), (code, data) => {
        expect(classify({ type: 'response', status: 200, hwcode: code, hwdata: data })).toEqual({ kind: 'ok', data });
      }),
    );
  });

  it('catalogued codes keep their leading zeros and their success flag', () => {
    for (const [code, entry] of Object.entries(BUSINESS_CODES)) {
      expect(classify({ type: 'response', status: 200, hwcode: code })).toEqual({
        kind: 'business',
        code,
        messageKey: entry.messageKey,
        success: entry.success,
      });
    }
    const deletes = Object.entries(BUSINESS_CODES).filter(([, entry]) => entry.success).map(([code]) => code);
    expect(deletes.sort()).toEqual(['040103010', '04010307']);
    // A JSON number has lost its zeros; it still finds its code.
    expect(classify({ type: 'response', status: 200, hwcode: 7010110 })).toMatchObject({ code: '07010110' });
    // A string is taken as written: '7010110' is not the login error.
    expect(classify({ type: 'response', status: 200, hwcode: '7010110' })).toMatchObject({
      code: '7010110',
      messageKey: 'errors:envelope.failed',
    });
  });

  it('an uncatalogued hwcode is a generic failure carrying the server message', () => {
    expect(classify({ type: 'response', status: 200, hwcode: 421, hwdata: 'account taken' })).toEqual({
      kind: 'business',
      code: '421',
      messageKey: 'errors:envelope.failed',
      success: false,
      serverMessage: 'account taken',
    });
  });

  it('the account and verification failures shared with the simulator have their own messages', () => {
    expect(classify({ type: 'response', status: 200, hwcode: 429 })).toMatchObject({ messageKey: 'errors:user.codeTooFrequent' });
    expect(classify({ type: 'response', status: 200, hwcode: 410 })).toMatchObject({ messageKey: 'errors:user.codeExpired' });
    expect(classify({ type: 'response', status: 200, hwcode: 420 })).toMatchObject({ messageKey: 'errors:business.accountExists' });
  });

  it('SMS calls read hwcode 113 and 404 as a missing or invalid token, logging out after 1.2 s', () => {
    for (const code of [113, '404']) {
      expect(classify({ type: 'response', status: 200, hwcode: code }, { sms: true })).toEqual({
        kind: 'tokenExpired',
        messageKey: 'errors:sms.tokenInvalid',
        logoutAfterMs: SMS_LOGOUT_DELAY_MS,
      });
    }
    expect(classify({ type: 'response', status: 200, hwcode: 404 }).kind).toBe('business');
    expect(classify({ type: 'response', status: 504 }, { sms: true, url: '/api/x' })).toMatchObject({
      values: { url: '/api/x' },
    });
  });

  it('visit results depend on the call that answered', () => {
    expect(classifyVisit(0).kind).toBe('success');
    expect(classifyVisit(203, 'BLACKLIST').kind).toBe('blacklisted');
    expect(classifyVisit('203', { role: 'ADMINISTRATOR' }).kind).toBe('administrator');
    expect(classifyVisit(203, 'GENERAL_USER').kind).toBe('generalUser');
    expect(classifyVisit(416).kind).toBe('cloudExpired');
    expect(classifyVisit(507).kind).toBe('restTimeOut');
    expect(classifyVisit(505).kind).toBe('passwordError');
    expect(classifyVisit(203, undefined, 'bind').kind).toBe('alreadyBound');
    expect(classifyVisit(203, 'WRONG_ROLE', 'check').kind).toBe('wrongRole');
    expect(classifyVisit(504, undefined, 'check').kind).toBe('cloudVisitTimeout');
    expect(classifyVisit(504).kind).toBe('failed');
    fc.assert(
      fc.property(hwcode, fc.anything(), fc.constantFrom('visit', 'bind', 'check') as fc.Arbitrary<'visit'>, (c, d, call) => {
        const result = classifyVisit(c, d, call);
        expect(ALL_MESSAGE_KEYS).toContain(result.messageKey);
        expect(ALL_MESSAGE_KEYS).toContain(result.nextStepKey);
      }),
    );
  });
});

describe('what a screen shows for a failed call', () => {
  it('an unknown HTTP status keeps its code for the "Connecting error(code)" text, in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }).filter((s) => s !== 401), (status) => {
        const { key, values } = outcomeMessage(classify({ type: 'response', status }));
        for (const lang of ['cn', 'en'] as const) {
          const text = createI18n(lang).t(key, values);
          expect(text).not.toContain('{{');
          if (key === CONNECTING_ERROR_KEY) expect(text).toContain(String(status));
        }
      }),
    );
  });

  it('every other outcome names a key of the catalogue', () => {
    expect(outcomeMessage(classify({ type: 'network' })).key).toBe(NETWORK_ERROR_KEY);
    expect(outcomeMessage({ kind: 'ok', data: null }).key).toBe(GENERIC_FAILURE_KEY);
  });
});
