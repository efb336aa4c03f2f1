import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';

interface Props {
  /** `<prefix>-error` and `<prefix>-submit` are the test ids. */
  testIdPrefix: string;
  /** i18n key with its namespace of the failure that belongs to the whole form. */
  error?: string | undefined;
  /** Values the error's text names (the minutes left of a lock). */
  errorValues?: Record<string, unknown> | undefined;
  busy: boolean;
  /** Translated button labels, at rest and while the form's calls run. */
  label: string;
  busyLabel: string;
  /** Seconds the click guard still holds the button (0: free); shown on the button, which waits meanwhile. */
  waitSeconds?: number;
  /** Shown between the error and the button (a success notice). */
  children?: ReactNode;
}

/** The end of a sign-in area form: the form-level error and the submit button that shows the form busy. */
export function FormFooter({ testIdPrefix, error, errorValues, busy, label, busyLabel, waitSeconds = 0, children }: Props) {
  const { t } = useTranslation('auth');
  const waiting = !busy && waitSeconds > 0;
  return (
    <>
      {error ? (
        <p className="auth-error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {t(error, errorValues ?? {})}
        </p>
      ) : null}
      {children}
      {/* While the guard waits the button keeps focus (aria-disabled, not disabled) and says how long. */}
      <ActionButton
        type="submit"
        className={waiting ? 'auth-submit p-disabled' : 'auth-submit'}
        data-testid={`${testIdPrefix}-submit`}
        label={busy ? busyLabel : waiting ? t('guardWait', { label, seconds: waitSeconds }) : label}
        aria-disabled={waiting || undefined}
        busy={busy}
      />
    </>
  );
}
