// The schemas of the device list's forms (add by code, scan code, apply, groups), built from the rules of
// validation.ts: the console's forms and the simulator's handlers refuse the same input with the same key.
import { z } from 'zod';
import { ruled, ruledTogether } from '../formSchemas';
import { checkAlias, checkGroupName, checkMachineCode, checkMachineName, checkRequired, checkVisitMessage, type Check } from '../validation';

const OK: Check = { ok: true };

/** A device's code, as searched for or added. */
export const machineCodeSchema = z.object({ code: ruled(checkMachineCode, { trim: true }) });

/** machine/add: the code, its password (not checked: the cloud judges it), an optional name and a group. */
export const addByCodeSchema = machineCodeSchema.extend({
  password: z.string(),
  // The name may stay empty (the cloud then names the device by its code).
  name: ruled((name) => (name === '' ? OK : checkMachineName(name)), { trim: true }),
  groupId: z.string(),
});

/** The text a phone's scanner read from a binding code. */
export const scanCodeSchema = z.object({
  text: ruled((text) => (checkRequired(text).ok ? OK : { ok: false, error: 'devices:scan.required' }), { trim: true }),
});

/**
 * An application to bind (with the alias the device gets) or visit, with its optional leave message; a device in
 * Akey+password mode takes its password instead (the cloud judges it).
 */
export const applySchema = z
  .object({ kind: z.enum(['bind', 'visit']), message: ruled(checkVisitMessage), remarks: z.string(), password: z.string() })
  .superRefine(ruledTogether(({ kind, remarks }: { kind: 'bind' | 'visit'; remarks: string }) => (kind === 'bind' ? checkAlias(remarks) : OK), 'remarks'));

/** A group's name, new or renamed. */
export const groupNameSchema = z.object({ name: ruled(checkGroupName, { trim: true }) });
