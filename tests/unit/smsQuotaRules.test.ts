// The SMS quota rules at their edges (docs/decisions.md, "SMS and e-mail alarms"): the values the settings start
// with and accept, what a typed amount reads as, the order of the refusals, the warning levels and the forecast.
// The property tests (tests/property/smsQuota.test.ts) hold the laws; these pin the numbers and the boundaries.
import { describe, expect, it } from 'vitest';
import {
  alarmSmsText,
  checkDailyAmount,
  checkDailyAmounts,
  consume,
  crossedLevels,
  dayStart,
  decideSms,
  forecastDays,
  isStockLow,
  readWholeNumber,
  SMS_DAILY_AMOUNT_MAX,
  SMS_DEFAULT_DEVICE_DAILY,
  SMS_DEFAULT_USER_DAILY,
  SMS_FORECAST_DAYS,
  SMS_WARN_LEVELS,
  smsPreview,
  transferStock,
  usedPercent,
  warnLevel,
} from '../../src/domain/smsQuota';

describe('the settings', () => {
  it('start at 50 a day per user and 10 per device, accept 0 to 1000, warn at 80 % and 95 %, forecast over 7 days', () => {
    expect([SMS_DEFAULT_USER_DAILY, SMS_DEFAULT_DEVICE_DAILY, SMS_DAILY_AMOUNT_MAX, SMS_FORECAST_DAYS]).toEqual([50, 10, 1000, 7]);
    expect(SMS_WARN_LEVELS).toEqual([80, 95]);
  });

  it('accept a daily amount that is a whole number from 0 to 1000', () => {
    expect([0, 1, 1000].map(checkDailyAmount)).toEqual([true, true, true]);
    expect([-1, 1001, 1.5, Number.NaN].map(checkDailyAmount)).toEqual([false, false, false, false]);
  });

  it('refuse a per-device amount above the amount for all devices, and name an invalid one first', () => {
    expect(checkDailyAmounts(50, 50)).toBeUndefined();
    expect(checkDailyAmounts(50, 51)).toBe('deviceAboveUser');
    expect(checkDailyAmounts(1001, 10)).toBe('invalid');
    expect(checkDailyAmounts(50, -1)).toBe('invalid');
  });

  it('read typed amounts as whole numbers, full-width digits and outer spaces included, nothing else', () => {
    expect(readWholeNumber('50')).toBe(50);
    expect(readWholeNumber(' ５０ ')).toBe(50);
    expect(readWholeNumber('123456789')).toBe(123456789);
    for (const text of ['', ' ', '1234567890', '-5', '+5', '5.0', '5 0', 'five']) expect(readWholeNumber(text), text).toBeUndefined();
  });
});

describe('a send', () => {
  const budget = { segments: 2, stock: 10, userUsedToday: 48, userDailyAmount: 50, deviceUsedToday: 8, deviceDailyAmount: 10 };
  it('goes when every segment fits exactly, and names the user limit, then the device limit, then the stock', () => {
    expect(decideSms(budget)).toEqual({ send: true });
    expect(decideSms({ ...budget, userUsedToday: 49, deviceUsedToday: 9, stock: 1 })).toEqual({ send: false, reason: 'userQuota' });
    expect(decideSms({ ...budget, deviceUsedToday: 9, stock: 1 })).toEqual({ send: false, reason: 'deviceQuota' });
    expect(decideSms({ ...budget, stock: 1 })).toEqual({ send: false, reason: 'stock' });
    expect(decideSms({ ...budget, stock: 2 })).toEqual({ send: true });
  });

  it('uses the stock down to 0 and moves only what the source holds', () => {
    expect(consume(10, 3)).toBe(7);
    expect(consume(2, 3)).toBe(0);
    expect(transferStock(10, 5, 4)).toEqual({ from: 6, to: 9, moved: 4 });
    expect(transferStock(3, 5, 4)).toEqual({ from: 0, to: 8, moved: 3 });
    expect(transferStock(3, 5, -4)).toEqual({ from: 3, to: 5, moved: 0 });
  });

  it('carries the device name in corner brackets before the alarm, and previews length and segments', () => {
    expect(alarmSmsText('Pump 1', 'Pressure high')).toBe('【Pump 1】Pressure high');
    expect(smsPreview('温度过高')).toEqual({ length: 4, segments: 1 });
    expect(smsPreview('a'.repeat(71))).toEqual({ length: 71, segments: 2 });
  });
});

describe('warnings and forecast', () => {
  it('count whole percent of the daily amount, 100 when nothing may be sent and something was wanted', () => {
    expect(usedPercent(40, 50)).toBe(80);
    expect(usedPercent(39, 50)).toBe(78);
    expect(usedPercent(0, 0)).toBe(0);
    expect(usedPercent(1, 0)).toBe(100);
  });

  it('name each level once, when a send crosses it', () => {
    expect(crossedLevels(39, 40, 50)).toEqual([80]);
    expect(crossedLevels(40, 41, 50)).toEqual([]);
    expect(crossedLevels(39, 48, 50)).toEqual([80, 95]);
    expect(crossedLevels(47, 48, 50)).toEqual([95]);
    expect(crossedLevels(0, 5, 0)).toEqual([]);
  });

  it('show the highest level reached', () => {
    expect(warnLevel(39, 50)).toBeUndefined();
    expect(warnLevel(40, 50)).toBe(80);
    expect(warnLevel(48, 50)).toBe(95);
    expect(warnLevel(50, 50)).toBe(95);
  });

  it('forecast from the last 7 days only, and call the stock low below a week of use', () => {
    expect(forecastDays(70, [10, 10, 10, 10, 10, 10, 10])).toBe(7);
    expect(forecastDays(75, [10, 10, 10, 10, 10, 10, 10])).toBe(7);
    expect(forecastDays(70, [1000, 0, 0, 0, 0, 0, 0, 7])).toBe(70);
    expect(forecastDays(70, [])).toBeUndefined();
    expect(isStockLow(69, [10, 10, 10, 10, 10, 10, 10])).toBe(true);
    expect(isStockLow(70, [10, 10, 10, 10, 10, 10, 10])).toBe(false);
    expect(isStockLow(0, [1000, 0, 0, 0, 0, 0, 0, 0])).toBe(false);
    expect(isStockLow(0, [])).toBe(false);
  });

  it('restart the daily amounts at local midnight', () => {
    const noon = new Date(2026, 10, 28, 12, 30, 15, 500).getTime();
    expect(dayStart(noon)).toBe(new Date(2026, 10, 28).getTime());
    expect(dayStart(new Date(2026, 10, 28).getTime())).toBe(new Date(2026, 10, 28).getTime());
  });
});
