// SMS quota and stock arithmetic, shared by the console (what the settings screens show) and the simulator (what
// a delivery may use). Everything counts SMS segments: the unit an operator bills (src/domain/sms.ts), so a long
// alarm text uses up more of a daily amount and of the stock than a short one.
import { smsSegments } from './sms';

/** Highest daily amount a user may set, per user and per device (the spec gives none; see decisions.md). */
export const SMS_DAILY_AMOUNT_MAX = 1000;
/** The daily amounts a new account starts with. */
export const SMS_DEFAULT_USER_DAILY = 50;
export const SMS_DEFAULT_DEVICE_DAILY = 10;
/** Share of a daily amount at which the user is warned (docs/decisions.md, "SMS and e-mail alarms"). */
export const SMS_WARN_LEVELS = [80, 95] as const;
export type SmsWarnLevel = (typeof SMS_WARN_LEVELS)[number];
/** Days of use the forecast averages over; the stock is "low" below this many days of use. */
export const SMS_FORECAST_DAYS = 7;

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** A daily amount as the settings accept it: a whole number from 0 (no SMS) to the maximum. */
export function checkDailyAmount(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= SMS_DAILY_AMOUNT_MAX;
}

/**
 * A whole number as typed: full-width digits (５０, from a Chinese input method) read as the digits they are;
 * anything else than digits (signs, decimals, spaces inside) is undefined.
 */
export function readWholeNumber(text: string): number | undefined {
  const ascii = text.normalize('NFKC').trim();
  return /^\d{1,9}$/.test(ascii) ? Number(ascii) : undefined;
}

/** The per-device daily amount may not exceed the user's daily amount for all devices: it could never be used. */
export function checkDailyAmounts(userDaily: number, deviceDaily: number): 'invalid' | 'deviceAboveUser' | undefined {
  if (!checkDailyAmount(userDaily) || !checkDailyAmount(deviceDaily)) return 'invalid';
  return deviceDaily > userDaily ? 'deviceAboveUser' : undefined;
}

/** The text an alarm SMS carries; the preview and the simulator's deliveries use the same words. */
export function alarmSmsText(deviceName: string, content: string): string {
  return `【${deviceName}】${content}`;
}

export type SmsBudget = {
  /** Segments the message needs. */
  segments: number;
  /** Stock left (segments). */
  stock: number;
  userUsedToday: number;
  userDailyAmount: number;
  deviceUsedToday: number;
  deviceDailyAmount: number;
};

export type SmsDecision = { send: true } | { send: false; reason: 'userQuota' | 'deviceQuota' | 'stock' };

/**
 * Whether a message may go out: the daily amounts first (they are the user's own choice, and say so in the log),
 * then the stock. A message is never sent in part: all its segments fit, or none goes.
 */
export function decideSms(budget: SmsBudget): SmsDecision {
  const need = whole(budget.segments);
  if (whole(budget.userUsedToday) + need > whole(budget.userDailyAmount)) return { send: false, reason: 'userQuota' };
  if (whole(budget.deviceUsedToday) + need > whole(budget.deviceDailyAmount)) return { send: false, reason: 'deviceQuota' };
  if (need > whole(budget.stock)) return { send: false, reason: 'stock' };
  return { send: true };
}

/** Stock after using `segments`; never negative. */
export function consume(stock: number, segments: number): number {
  return Math.max(0, whole(stock) - whole(segments));
}

/**
 * Moves up to `amount` from one stock to another (personal stock to an enterprise, enterprise stock to a user):
 * never more than `from` holds, never a negative amount, so the total is kept and no stock is created.
 */
export function transferStock(from: number, to: number, amount: number): { from: number; to: number; moved: number } {
  const source = whole(from);
  const moved = Math.min(source, whole(amount));
  return { from: source - moved, to: whole(to) + moved, moved };
}

/** Whole percent of a daily amount used (100 when the amount is 0 and something was wanted). */
export function usedPercent(used: number, daily: number): number {
  const amount = whole(daily);
  if (amount === 0) return whole(used) > 0 ? 100 : 0;
  return Math.floor((whole(used) * 100) / amount);
}

/** The warning levels a send from `before` to `after` segments crossed (each level is told once a day). */
export function crossedLevels(before: number, after: number, daily: number): SmsWarnLevel[] {
  const amount = whole(daily);
  // Stryker disable next-line ConditionalExpression: equivalent, with an amount of 0 no level is crossed either way (said for the reader).
  if (amount === 0) return [];
  return SMS_WARN_LEVELS.filter((level) => whole(before) * 100 < level * amount && whole(after) * 100 >= level * amount);
}

/** The highest level reached, for the screens' inline notice. */
export function warnLevel(used: number, daily: number): SmsWarnLevel | undefined {
  const percent = usedPercent(used, daily);
  return [...SMS_WARN_LEVELS].reverse().find((level) => percent >= level);
}

/**
 * "At the last 7 days' rate, the stock lasts about N days": undefined when nothing was used (no rate to go by).
 * `lastDays` holds the segments used per day, oldest first; only the last SMS_FORECAST_DAYS count.
 */
export function forecastDays(stock: number, lastDays: readonly number[]): number | undefined {
  const week = lastDays.slice(-SMS_FORECAST_DAYS).reduce((sum, n) => sum + whole(n), 0);
  if (week === 0) return undefined;
  return Math.floor((whole(stock) * SMS_FORECAST_DAYS) / week);
}

/** The stock is low when it would not cover another week at the last week's rate. */
export function isStockLow(stock: number, lastDays: readonly number[]): boolean {
  const week = lastDays.slice(-SMS_FORECAST_DAYS).reduce((sum, n) => sum + whole(n), 0);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, a week of no use makes no stock low either way.
  return week > 0 && whole(stock) < week;
}

/** Length (characters as counted by operators) and segments of a text, for the preview. */
export function smsPreview(text: string): { length: number; segments: number } {
  return { length: [...text].length, segments: smsSegments(text) };
}

/** The day a moment belongs to (local midnight, ms): daily amounts restart at midnight. */
export function dayStart(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}
