// The zod schemas of the forms, built from the checks of validation.ts (and the areas' own rules): the console's
// forms (src/ui/kit/form.ts) and the simulator's handlers parse with the same schema, so both refuse the same
// input with the same key. A file of its own so that validation.ts, which the sign-in pages load first, stays
// free of zod (the production sign-in bundle carries no zod).
import { z } from 'zod';
import { checkServerUrl } from './projects';
import { checkProjectDescription, checkProjectName, checkReceiverEmail, checkReceiverName, type Check } from './validation';

/** A text checked by a rule; `trim` checks (and yields) the text without its outer spaces. */
export function ruled(check: (value: string) => Check, { trim = false }: { trim?: boolean } = {}) {
  const text = trim ? z.string().trim() : z.string();
  return text.superRefine((value, context) => {
    const result = check(value);
    if (!result.ok) context.addIssue({ code: 'custom', message: result.error });
  });
}

/** A rule over several fields (passwords that must match), for `superRefine`: the error goes under `field`. */
export function ruledTogether<T>(check: (values: T) => Check, field: keyof T & string) {
  return (values: T, context: z.RefinementCtx) => {
    const result = check(values);
    if (!result.ok) context.addIssue({ code: 'custom', message: result.error, path: [field] });
  };
}

/** The first refusal of a failed parse (a rule's i18n key), for a handler's answer. */
export function firstRefusal(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'validation:required';
}

/** A project's name and description (project/add, the details editor). */
export const projectDraftSchema = z.object({
  name: ruled(checkProjectName, { trim: true }),
  description: ruled(checkProjectDescription, { trim: true }),
});

/** The reporting server's address; '' means none. */
export const serverFormSchema = z.object({ server: ruled(checkServerUrl, { trim: true }) });

/** A project's settings as project/edit leaves them. */
export const projectSettingsSchema = projectDraftSchema.extend(serverFormSchema.shape);

/** An e-mail alarm receiver; `existing` are the addresses already listed (a case-only difference is a duplicate). */
export const receiverSchema = (existing: readonly string[]) =>
  z.object({
    name: ruled(checkReceiverName, { trim: true }),
    email: ruled((email) => checkReceiverEmail(email, existing), { trim: true }),
  });
