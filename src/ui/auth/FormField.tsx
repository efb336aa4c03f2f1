import type { ReactNode } from 'react';
import { Field } from '../kit/Field';

interface Props {
  id: string;
  label: string;
  /** i18n key with its namespace (validation:…, errors:…, auth:…). */
  error?: string | undefined;
  children: ReactNode;
}

/**
 * The kit's Field in the sign-in area's layout, for forms that keep their own state (the sign-in form); the control
 * should spread describedBy(id, error). Forms on the kit's form hook use Field directly.
 */
export function FormField({ id, label, error, children }: Props) {
  return (
    <Field id={id} label={label} error={error} className="auth-field">
      {() => children}
    </Field>
  );
}

/** Props that tie an input to its FormField error for screen readers. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
