// SMS rules as properties: segment counting (product.md section 5), the receiver rules, and the quota and stock
// arithmetic shared by the console and the simulator (never negative, a transfer never creates stock).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SMS_SEGMENT_LENGTH, SMS_SINGLE_LIMIT } from '../../src/domain/constants';
import { smsSegments } from '../../src/domain/sms';
import {
  checkDailyAmount, consume, crossedLevels, decideSms, forecastDays, isStockLow, SMS_DAILY_AMOUNT_MAX, SMS_WARN_LEVELS, smsPreview,
  transferStock, usedPercent,
} from '../../src/domain/smsQuota';
import { checkReceiverEmail, checkReceiverName, RECEIVER_EMAIL_MAX, RECEIVER_NAME_MAX } from '../../src/domain/validation';
import cnValidation from '../../src/i18n/cn/validation';
import enValidation from '../../src/i18n/en/validation';

const count = fc.integer({ min: 0, max: 5000 });
/** Texts of ASCII, CJK and emoji: each counts once, whatever its UTF-16 length. */
const text = fc.array(fc.constantFrom('a', 'Z', '7', ' ', '报', '警', '🔥', 'é'), { maxLength: 400 }).map((cs) => cs.join(''));

describe('SMS segments', () => {
  it('up to 70 characters is one SMS, longer texts count 67 per SMS', () => {
    fc.assert(
      fc.property(text, (t) => {
        const length = [...t].length;
        const segments = smsSegments(t);
        if (length === 0) return segments === 0;
        if (length <= SMS_SINGLE_LIMIT) return segments === 1;
        return segments === Math.ceil(length / SMS_SEGMENT_LENGTH) && segments >= 2;
      }),
    );
    expect(smsSegments('x'.repeat(70))).toBe(1);
    expect(smsSegments('x'.repeat(71))).toBe(2);
    expect(smsSegments('报'.repeat(134))).toBe(2);
    expect(smsSegments('报'.repeat(135))).toBe(3);
  });

  it('a longer text never costs fewer SMS, and the preview says the same', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('a', '报', '🔥'), (t, more) => {
        expect(smsSegments(t + more)).toBeGreaterThanOrEqual(smsSegments(t));
        expect(smsPreview(t)).toEqual({ length: [...t].length, segments: smsSegments(t) });
      }),
    );
  });
});

describe('receiver rules', () => {
  it('a name is 1 to 20 characters, not blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const ok = checkReceiverName(name).ok;
        const length = [...name].length;
        expect(ok).toBe(name.trim() !== '' && length <= RECEIVER_NAME_MAX);
      }),
    );
  });

  it('an e-mail is at most 30 characters and refused when listed already, in any case', () => {
    const local = fc.stringMatching(/^[a-z][a-z0-9]{0,20}$/);
    fc.assert(
      fc.property(local, fc.constantFrom('example.com', 'mail.cn', 'a.io'), fc.array(fc.emailAddress(), { maxLength: 4 }), (name, domain, others) => {
        const email = `${name}@${domain}`;
        const fresh = checkReceiverEmail(email, others.filter((o) => o.toLowerCase() !== email.toLowerCase()));
        expect(fresh.ok).toBe(email.length <= RECEIVER_EMAIL_MAX);
        if (email.length > RECEIVER_EMAIL_MAX) return;
        const again = checkReceiverEmail(email.toUpperCase(), [...others, email]);
        expect(again).toEqual({ ok: false, error: 'validation:receiverEmail.duplicate' });
      }),
    );
  });

  it('the duplicate is refused with the spec\'s words in both languages', () => {
    expect(enValidation.receiverEmail.duplicate).toBe('The email already exists, please do not add it again!');
    expect(cnValidation.receiverEmail.duplicate).toBe('该邮箱已存在，请勿重复添加！');
  });
});

describe('quota and stock arithmetic', () => {
  const budget = fc.record({
    segments: fc.integer({ min: 1, max: 8 }), stock: count, userUsedToday: count, userDailyAmount: count, deviceUsedToday: count, deviceDailyAmount: count,
  });

  it('a message goes only when all its segments fit every daily amount and the stock; else the first reason is named', () => {
    fc.assert(
      fc.property(budget, (b) => {
        const decision = decideSms(b);
        const fitsUser = b.userUsedToday + b.segments <= b.userDailyAmount;
        const fitsDevice = b.deviceUsedToday + b.segments <= b.deviceDailyAmount;
        const fitsStock = b.segments <= b.stock;
        expect(decision.send).toBe(fitsUser && fitsDevice && fitsStock);
        if (!decision.send) expect(decision.reason).toBe(!fitsUser ? 'userQuota' : !fitsDevice ? 'deviceQuota' : 'stock');
      }),
    );
  });

  it('sending down the stock never makes it negative, and stops exactly when it runs out', () => {
    fc.assert(
      fc.property(count, fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 200 }), (start, messages) => {
        let stock = start;
        let used = 0;
        for (const segments of messages) {
          const decision = decideSms({ segments, stock, userUsedToday: used, userDailyAmount: 1e9, deviceUsedToday: 0, deviceDailyAmount: 1e9 });
          if (decision.send) {
            stock = consume(stock, segments);
            used += segments;
          }
          expect(stock).toBeGreaterThanOrEqual(0);
        }
        expect(stock + used).toBe(start);
      }),
    );
    expect(consume(3, 10)).toBe(0);
  });

  it('a transfer keeps the total and never creates stock, whatever amount is asked', () => {
    fc.assert(
      fc.property(count, count, fc.integer({ min: -100, max: 10_000 }), (from, to, amount) => {
        const moved = transferStock(from, to, amount);
        expect(moved.from + moved.to).toBe(from + to);
        expect(moved.moved).toBeGreaterThanOrEqual(0);
        expect(moved.moved).toBeLessThanOrEqual(from);
        expect(moved.from).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('each warning level is crossed exactly once as the day\'s use grows past it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 100 }), (daily, sends) => {
        let used = 0;
        const told: number[] = [];
        for (const segments of sends) {
          told.push(...crossedLevels(used, used + segments, daily));
          used += segments;
        }
        const reached = SMS_WARN_LEVELS.filter((level) => used * 100 >= level * daily);
        expect(told).toEqual(reached);
        expect(usedPercent(used, daily)).toBe(Math.floor((used * 100) / daily));
      }),
    );
  });

  it('the forecast is the stock over the last week\'s daily rate; low means less than a week left', () => {
    fc.assert(
      fc.property(count, fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 7, maxLength: 7 }), (stock, days) => {
        const week = days.reduce((a, b) => a + b, 0);
        const forecast = forecastDays(stock, days);
        if (week === 0) {
          expect(forecast).toBeUndefined();
          expect(isStockLow(stock, days)).toBe(false);
          return;
        }
        expect(forecast).toBe(Math.floor((stock * 7) / week));
        expect(isStockLow(stock, days)).toBe(forecast! < 7);
      }),
    );
  });

  it('daily amounts are whole numbers from 0 to the maximum', () => {
    fc.assert(fc.property(fc.integer({ min: -10, max: SMS_DAILY_AMOUNT_MAX + 10 }), (n) => checkDailyAmount(n) === (n >= 0 && n <= SMS_DAILY_AMOUNT_MAX)));
    expect(checkDailyAmount(1.5)).toBe(false);
  });
});
