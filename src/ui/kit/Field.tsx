// A labelled control with its inline error, for the kit's form hook: the error is the rule's i18n key, shown in
// the page's language and tied to the control for screen readers (aria-invalid, aria-describedby). A help line
// (limits, where a value comes from) stands under the control until an error takes its place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import './kit.css';

interface Props {
  id: string;
  label: ReactNode;
  error?: FieldError | string;
  /** The error text's variables (a rule's limit: `{ max: 30 }`). */
  values?: Record<string, unknown>;
  /** The line under the control while it shows no error, read with the control. */
  help?: ReactNode;
  helpClassName?: string;
  /** The control, given the props that tie it to the label and the error. */
  children(control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; invalid: boolean }): ReactNode;
  errorTestId?: string;
  className?: string;
}

export function Field({ id, label, error, values, help, helpClassName, children, errorTestId, className }: Props) {
  const { t } = useTranslation();
  const key = typeof error === 'string' ? error : error?.message;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const hasHelp = help !== undefined && help !== null && help !== '';
  return (
    <div className={className ?? 'kit-field'}>
      <label htmlFor={id}>{label}</label>
      {children(key ? { id, 'aria-invalid': true, 'aria-describedby': errorId, invalid: true } : hasHelp ? { id, 'aria-describedby': helpId, invalid: false } : { id, invalid: false })}
      {key ? (
        <small id={errorId} className="p-error kit-field-error" role="alert" data-testid={errorTestId}>
          {t(key, values ?? {})}
        </small>
      ) : hasHelp ? (
        <small id={helpId} className={helpClassName ?? 'kit-field-help'}>{help}</small>
      ) : null}
    </div>
  );
}
