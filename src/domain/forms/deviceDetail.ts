// The schemas of the device detail's forms (name, alias and remark; audit mode; the manual place), built from
// the rules of validation.ts: the console's forms and the simulator's handlers refuse the same input.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { checkAlias, checkMachineName, checkPassword, checkRemark, checkRequired, type Check } from '../validation';

/** machine/update: the values are checked (and sent) without their outer spaces. */
export const detailEditSchema = z.object({
  name: ruled(checkMachineName, { trim: true }),
  alias: ruled(checkAlias, { trim: true }),
  remark: ruled(checkRemark, { trim: true }),
});

/** cloudSet/updateMachineInfo: Akey+password mode needs a device password of the password rule. */
export const detailAuditSchema = z
  .object({ checkType: z.union([z.literal(0), z.literal(1)]), password: z.string() })
  .superRefine(
    ruledTogether(({ checkType, password }: { checkType: 0 | 1; password: string }): Check => (checkType === 1 ? checkPassword(password) : { ok: true }), 'password'),
  );

/** The address of a manually placed device. */
export const manualAddressSchema = z.object({ address: ruled(checkRequired, { trim: true }) });
