// The state every code-and-password form of the sign-in area keeps (registration, forgotten and changed
// password): the fields, one error per field, one error for the form, busy while calls run, and the click guard.
import { useState, type FormEvent } from 'react';
import { hasErrors } from './loginForm';
import { useClickGuard } from './useClickGuard';
import type { PasswordErrors } from './accountForms';
import type { PasswordPair } from './PasswordFields';

/** Edits of a key that also make other fields' errors stale, on top of the edited field's own. */
export type AlsoClears<F, E> = { [K in keyof F]?: readonly (keyof E)[] };

/**
 * The errors left after `patch` is typed: the edited fields' own errors go, and so do the ones `alsoClears`
 * ties to them. A new password always clears the confirmation's error, since a mismatch is about both.
 */
export function errorsAfterEdit<F extends object, E extends object>(errors: E, patch: Partial<F>, alsoClears: AlsoClears<F, E> = {}): E {
  const next = { ...errors } as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    delete next[key];
    for (const linked of alsoClears[key as keyof F] ?? []) delete next[linked as string];
  }
  if ('password' in patch) delete next.confirm;
  return next as E;
}

interface Options<F, E> {
  alsoClears?: AlsoClears<F, E>;
  /** Runs on every edit, for page state that an edit makes stale (a success notice). */
  onEdit?(): void;
}

export function useAuthForm<F extends PasswordPair, E extends PasswordErrors>(initial: F, { alsoClears, onEdit }: Options<F, E> = {}) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { enter, waitSeconds } = useClickGuard();

  const edit = (patch: Partial<F>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => errorsAfterEdit(e, patch, alsoClears));
    setFormError(undefined);
    onEdit?.();
  };

  /** The props a one-value control takes from the form: its value and error by the field's key, disabled while busy. */
  const bind = <K extends keyof F & keyof E>(key: K) => ({
    value: form[key],
    onChange: (value: F[K]) => edit({ [key]: value } as unknown as Partial<F>),
    error: errors[key] as string | undefined,
    disabled: busy,
  });

  /** The props of the new password typed twice, which every one of these forms asks for. */
  const passwordProps = {
    value: form,
    onChange: (patch: { password: string } | { confirm: string }) => edit(patch as Partial<F>),
    errors,
    disabled: busy,
  };

  /** Shows `key` under the field, keeping the other fields' errors; false, so that a code sender can return it. */
  const failField = (field: keyof E, key: string | undefined): false => {
    setErrors((e) => ({ ...e, [field]: key }));
    return false;
  };

  /**
   * The submit handler: validation errors show before any call, a valid form passes the click guard once, and
   * `send` runs busy. A second submit while busy does nothing.
   */
  const onSubmit = (validate: () => E, send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found) || !enter()) return;
    setBusy(true);
    void send().finally(() => setBusy(false));
  };

  return { form, setForm, errors, setErrors, formError, setFormError, busy, waitSeconds, edit, bind, passwordProps, failField, onSubmit };
}
