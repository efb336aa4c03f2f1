// A labelled control with its inline error, for the kit's form hook: the error is the rule's i18n key, shown in
// the page's language and tied to the control for screen readers (aria-invalid, aria-describedby).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import './kit.css';

interface Props {
  id: string;
  label: ReactNode;
  error?: FieldError | string;
  /** The control, given the props that tie it to the label and the error. */
  children(control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; invalid: boolean }): ReactNode;
  errorTestId?: string;
  className?: string;
}

export function Field({ id, label, error, children, errorTestId, className }: Props) {
  const { t } = useTranslation();
  const key = typeof error === 'string' ? error : error?.message;
  const errorId = `${id}-error`;
  return (
    <div className={className ?? 'kit-field'}>
      <label htmlFor={id}>{label}</label>
      {children(key ? { id, 'aria-invalid': true, 'aria-describedby': errorId, invalid: true } : { id, invalid: false })}
      {key ? (
        <small id={errorId} className="p-error kit-field-error" role="alert" data-testid={errorTestId}>
          {t(key)}
        </small>
      ) : null}
    </div>
  );
}
