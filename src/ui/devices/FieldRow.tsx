import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled field with its error under it; `error` is an i18n key (validation: or errors: namespace). */
export function FieldRow({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="device-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <small className="p-error" id={`${id}-error`} role="alert" data-testid={`${id}-error`}>
          {t(error)}
        </small>
      ) : null}
    </div>
  );
}
