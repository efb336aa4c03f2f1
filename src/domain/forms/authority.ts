// The schemas of the authority centre's forms (add a Bkey, audit mode, a visitor's time), built from the rules
// of validation.ts and the centre's own words for a missing value.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { checkRequired, checkVisitExpiry, type Check } from '../validation';

const OK: Check = { ok: true };

/** admin/push: the Bkey's phone, e-mail or account. */
export const bkeyAccountSchema = z.object({
  account: ruled((account) => (checkRequired(account).ok ? OK : { ok: false, error: 'authority:addBkey.required' }), { trim: true }),
});

/** The audit mode; switching to Akey+password needs the device password (the cloud judges it). */
export const auditModeSchema = z
  .object({ checkType: z.union([z.literal(0), z.literal(1)]), password: z.string() })
  .superRefine(
    ruledTogether(
      ({ checkType, password }: { checkType: 0 | 1; password: string }) =>
        checkType === 1 && password === '' ? { ok: false, error: 'authority:auditMode.passwordRequired' } : OK,
      'password',
    ),
  );

/** How long a visitor may use the device: forever, or a custom time in whole minutes (checkVisitExpiry). */
export const visitDurationSchema = z
  .object({ forever: z.boolean(), minutes: z.string() })
  .superRefine(
    ruledTogether(({ forever, minutes }: { forever: boolean; minutes: string }) => (forever ? OK : checkVisitExpiry(Number(minutes))), 'minutes'),
  )
  .transform(({ forever, minutes }): { forever: true } | { minutes: number } => (forever ? { forever: true } : { minutes: Number(minutes) }));
