// Properties of the personal-info forms (docs/decisions.md, "Accounts and sign-in", product.md section 5) and of the sign-in protection rules
// shared by the console and the simulator (src/domain/security.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX, USER_NAME_MIN } from '../../src/domain/validation';
import {
  afterRightPassword,
  afterWrongPassword,
  attemptsLeft,
  isLocked,
  lockoutDetails,
  lockoutMinutesOf,
  LOCKOUT_MS,
  LOCKOUT_THRESHOLD,
  maskEmail,
  minutesLeft,
  randomTokenHex,
  TOKEN_BITS,
  UNLOCKED,
  type LockState,
} from '../../src/domain/security';
import type { z } from 'zod';
import { checkNewAddress as checkAddress, nameSchema, newAddressSchema, passwordChangeSchema, SAME_EMAIL_KEY } from '../../src/domain/forms/account';
import { changeAccountPayload, passwordChangePayload } from '../../src/ui/account/accountRules';

/** The first refusal per field, as the form shows them. */
function refusals(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}
const validateName = (name: string): { name?: string } => refusals(nameSchema, { name });
const validatePasswordChange = (form: z.input<typeof passwordChangeSchema>) => refusals(passwordChangeSchema, form);
const validateNewAddress = (by: 'phone' | 'email', form: z.input<ReturnType<typeof newAddressSchema>>, current: string) => refusals(newAddressSchema(by, current), form);
const checkNewAddress = (by: 'phone' | 'email', address: string, current: string) => {
  const check = checkAddress(by, address, current);
  return check.ok ? undefined : check.error;
};

const nameChar = fc.constantFrom(...'abcXYZ019_-设备云'.split(''));
const special = fc.constantFrom(...'!@#$%^&*()<>? ./\\\'"'.split(''));
const mainland = fc.tuple(fc.constantFrom('13', '15', '18', '19'), fc.stringMatching(/^\d{9}$/)).map(([a, b]) => a + b);

describe('name change', () => {
  it(`accepts ${USER_NAME_MIN} to ${USER_NAME_MAX} letters, digits, CJK, _ and -`, () => {
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: USER_NAME_MIN, maxLength: USER_NAME_MAX }), (chars) => {
        expect(validateName(chars.join(''))).toEqual({});
      }),
    );
  });

  it('refuses names too short or too long, and any special character', () => {
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: USER_NAME_MAX + 1, maxLength: 30 }), (chars) => {
        expect(validateName(chars.join('')).name).toBe('validation:userName.length');
      }),
    );
    fc.assert(
      fc.property(fc.array(nameChar, { minLength: 1, maxLength: 4 }), special, fc.array(nameChar, { minLength: 1, maxLength: 4 }), (a, s, b) => {
        expect(validateName([...a, s, ...b].join('')).name).toBeDefined();
      }),
    );
    expect(validateName('x').name).toBe('validation:userName.length');
    expect(validateName('   ').name).toBe('validation:userName.required');
  });
});

describe('password change', () => {
  const password = fc.string({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }).filter((s) => s.length >= PASSWORD_MIN && s.length <= PASSWORD_MAX);
  const code = fc.constantFrom('1234', '123456');

  it('a complete form with equal new passwords has no errors, and its payload carries what was typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), code, password, (current, c, p) => {
        const form = { current, code: c, password: p, confirm: p };
        expect(validatePasswordChange(form)).toEqual({});
        expect(passwordChangePayload(form, { phone: '13800138000', countryCode: '86' })).toEqual({ account: '13800138000', oldPwd: current, newPwd: p, code: c });
      }),
    );
  });

  it('different confirmations are named only once the new password is acceptable', () => {
    fc.assert(
      fc.property(password, password, (p, q) => {
        fc.pre(p !== q);
        expect(validatePasswordChange({ current: 'x', code: '1234', password: p, confirm: q })).toEqual({ confirm: 'validation:password.mismatch' });
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: PASSWORD_MIN - 1 }), (short) => {
        const errors = validatePasswordChange({ current: 'x', code: '1234', password: short, confirm: 'other' });
        expect(errors.password).toBeDefined();
        expect(errors.confirm).toBeUndefined();
      }),
    );
  });

  it('the current password and a 4- or 6-character code are required', () => {
    const errors = validatePasswordChange({ current: '', code: '12345', password: 'abcdef', confirm: 'abcdef' });
    expect(errors).toEqual({ current: 'validation:password.required', code: 'validation:code.length' });
  });
});

describe('new phone or e-mail', () => {
  it('a new phone must differ from the current one, whatever 86 prefix either carries', () => {
    fc.assert(
      fc.property(mainland, fc.constantFrom('', '86', '+86', '0086'), (phone, prefix) => {
        expect(checkNewAddress('phone', `${prefix}${phone}`, phone)).toBe('validation:phone.sameAsCurrent');
      }),
    );
    fc.assert(
      fc.property(mainland, mainland, (next, current) => {
        fc.pre(next !== current);
        expect(checkNewAddress('phone', next, current)).toBeUndefined();
        expect(changeAccountPayload('phone', { address: next, countryCode: '86', code: '1234' })).toEqual({ phone: next, countryCode: '86', code: '1234' });
      }),
    );
  });

  it('a new e-mail must be well formed and differ from the current one in any case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z]{1,8}$/), (user, domain) => {
        const email = `${user}@${domain}.com`;
        expect(checkNewAddress('email', email.toUpperCase(), email)).toBe(SAME_EMAIL_KEY);
        expect(checkNewAddress('email', email, '')).toBeUndefined();
      }),
    );
    expect(checkNewAddress('email', 'not-an-email', '')).toBe('validation:email.format');
    expect(validateNewAddress('email', { address: 'a@b.com', countryCode: '86', code: '' }, '')).toEqual({ code: 'validation:code.required' });
  });
});

describe('lockout rules', () => {
  /** Replays a sequence of attempts (true: right password) at one instant. */
  const replay = (attempts: boolean[], now = 0): LockState =>
    attempts.reduce<LockState>((state, right) => (isLocked(state, now) ? state : right ? afterRightPassword() : afterWrongPassword(state, now)), UNLOCKED);

  it(`locks exactly when ${LOCKOUT_THRESHOLD} wrong passwords come in a row`, () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 40 }), (attempts) => {
        let run = 0;
        let expectLocked = false;
        for (const right of attempts) {
          if (expectLocked) break;
          run = right ? 0 : run + 1;
          if (run >= LOCKOUT_THRESHOLD) expectLocked = true;
        }
        expect(isLocked(replay(attempts), 0)).toBe(expectLocked);
      }),
    );
  });

  it('a lock lasts LOCKOUT_MS, names whole minutes rounded up, and then the count starts again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: LOCKOUT_MS - 1 }), (elapsed) => {
        const locked = replay(Array<boolean>(LOCKOUT_THRESHOLD).fill(false));
        expect(isLocked(locked, elapsed)).toBe(true);
        const details = lockoutDetails(locked, elapsed);
        expect(lockoutMinutesOf(details)).toBe(minutesLeft(LOCKOUT_MS - elapsed));
        expect(minutesLeft(LOCKOUT_MS - elapsed)).toBeGreaterThanOrEqual(1);
        expect(isLocked(locked, LOCKOUT_MS)).toBe(false);
        expect(attemptsLeft(locked, LOCKOUT_MS)).toBe(LOCKOUT_THRESHOLD);
        expect(isLocked(afterWrongPassword(locked, LOCKOUT_MS), LOCKOUT_MS)).toBe(false);
      }),
    );
    expect(lockoutMinutesOf(lockoutDetails(replay(Array<boolean>(LOCKOUT_THRESHOLD).fill(false)), 0))).toBe(15);
  });
});

describe('tokens and masks', () => {
  it(`tokens carry ${TOKEN_BITS} bits as hex and do not repeat`, () => {
    const tokens = Array.from({ length: 500 }, () => randomTokenHex());
    for (const token of tokens) expect(token).toMatch(new RegExp(`^[0-9a-f]{${TOKEN_BITS / 4}}$`));
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('an e-mail mask keeps the first character and the domain only', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.stringMatching(/^[a-z]{2,8}\.com$/), (local, domain) => {
        const masked = maskEmail(`${local}@${domain}`);
        expect(masked).toBe(`${local[0]}***@${domain}`);
      }),
    );
  });
});
