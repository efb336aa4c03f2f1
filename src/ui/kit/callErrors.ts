// A form on the kit's hook whose calls can refuse: the cloud's answer shows under the field it is about
// (setError with the outcome's i18n key) or for the whole form (`root.server`). An answer can come before the
// first submit (a refused code send), when the hook does not re-check on typing yet: `clearsOnEdit` makes typing
// retire it then, as re-checking does after a submit.
import type { FieldErrors, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

type AnyForm<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'clearErrors'>;

/** register() options: an edit of the field retires its own error, the form's, and those of `also`. */
export function clearsOnEdit<T extends FieldValues>(form: AnyForm<T>, name: FieldPath<T>, ...also: FieldPath<T>[]) {
  return {
    onChange: () => {
      form.clearErrors([name, ...also]);
      form.clearErrors('root');
    },
  };
}

/** The name of the form-wide refusal, for setError. */
export const FORM_REFUSAL = 'root.server' as const;

/** The form-wide refusal's i18n key, if one shows. */
export function formRefusal<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  return errors.root?.server?.message;
}
