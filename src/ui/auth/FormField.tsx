import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  label: string;
  /** i18n key with its namespace (validation:…, errors:…, auth:…). */
  error?: string | undefined;
  children: ReactNode;
}

/**
 * A labelled control with its inline error, looking like the kit's Field; the control should spread
 * describedBy(id, error). The sign-in pages' own copy of the kit's Field: /login loads it first and needs nothing more.
 */
export function FormField({ id, label, error, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small id={errorId(id)} className="p-error auth-field-error kit-field-error" role="alert">
          {t(error)}
        </small>
      ) : null}
    </div>
  );
}

function errorId(id: string): string {
  return `${id}-error`;
}

/** Props that tie an input to its FormField error for screen readers. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(id) } : {};
}
