// The SMS settings form's schema (switches and the two daily amounts), from the rules of smsQuota.ts: each amount
// a whole number from 0 to SMS_DAILY_AMOUNT_MAX (full-width digits read), the per-device one not above the total.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { checkDailyAmount, checkDailyAmounts, readWholeNumber } from '../smsQuota';
import type { Check } from '../validation';

/** A daily amount as typed: its number, when it is one the settings accept. */
const amountOf = (text: string) => {
  const value = readWholeNumber(text);
  // Stryker disable next-line ConditionalExpression: equivalent, checkDailyAmount refuses a missing number too; the test narrows the type
  return value !== undefined && checkDailyAmount(value) ? value : undefined;
};

function checkDailyAmountText(text: string): Check {
  return amountOf(text) === undefined ? { ok: false, error: 'sms:settings.invalid' } : { ok: true };
}

/** Both amounts readable and the per-device one above the total: said under the per-device field. */
function checkAmountsTogether({ userDaily, deviceDaily }: { userDaily: string; deviceDaily: string }): Check {
  const user = amountOf(userDaily);
  const device = amountOf(deviceDaily);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent, checkDailyAmounts answers 'invalid' (no refusal here) for a missing amount; the test narrows the types
  if (user === undefined || device === undefined) return { ok: true };
  return checkDailyAmounts(user, device) === 'deviceAboveUser' ? { ok: false, error: 'sms:settings.deviceAboveUser' } : { ok: true };
}

export const smsSettingsSchema = z
  .object({
    smsFlag: z.boolean(),
    emailFlag: z.boolean(),
    userDaily: ruled(checkDailyAmountText),
    deviceDaily: ruled(checkDailyAmountText),
  })
  .superRefine(ruledTogether(checkAmountsTogether, 'deviceDaily'))
  .transform((values) => ({ ...values, userDaily: readWholeNumber(values.userDaily) ?? 0, deviceDaily: readWholeNumber(values.deviceDaily) ?? 0 }));
