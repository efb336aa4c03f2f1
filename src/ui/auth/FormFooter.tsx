import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';

interface Props {
  /** `<prefix>-error` and `<prefix>-submit` are the test ids. */
  testIdPrefix: string;
  /** i18n key with its namespace of the failure that belongs to the whole form. */
  error?: string | undefined;
  busy: boolean;
  /** Translated button labels, at rest and while the form's calls run. */
  label: string;
  busyLabel: string;
  /** Shown between the error and the button (a success notice). */
  children?: ReactNode;
}

/** The end of a sign-in area form: the form-level error and the submit button that shows the form busy. */
export function FormFooter({ testIdPrefix, error, busy, label, busyLabel, children }: Props) {
  const { t } = useTranslation('auth');
  return (
    <>
      {error ? (
        <p className="auth-error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {t(error)}
        </p>
      ) : null}
      {children}
      <ActionButton
        type="submit"
        className="auth-submit"
        data-testid={`${testIdPrefix}-submit`}
        label={busy ? busyLabel : label}
        busy={busy}
      />
    </>
  );
}
