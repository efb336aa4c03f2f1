// How long a visitor may use the device: forever, or a custom time of at least MIN_VISIT_MINUTES
// (checkVisitExpiry). Setting a visitor's time and approving an application ask the same question.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_VISIT_MINUTES } from '../../domain/constants';
import { checkVisitExpiry } from '../../domain/validation';
import type { VisitTimeChoice } from '../../transport/api/admin';
import { TextInput } from '../common/controls/TextInput';

export interface VisitDurationState {
  forever: boolean;
  setForever(forever: boolean): void;
  minutes: string;
  setMinutes(minutes: string): void;
  error?: string;
  /** The choice, or undefined once the refusal of the minutes is shown. */
  choice(): VisitTimeChoice | undefined;
}

export function useVisitDuration(): VisitDurationState {
  const [forever, setForever] = useState(true);
  const [minutes, setMinutesText] = useState(String(MIN_VISIT_MINUTES));
  const [error, setError] = useState<string>();
  return {
    forever,
    setForever,
    minutes,
    setMinutes(next) {
      setMinutesText(next);
      setError(undefined);
    },
    error,
    choice() {
      if (forever) return { forever: true };
      const value = Number(minutes);
      const check = checkVisitExpiry(value);
      if (!check.ok) {
        setError(check.error);
        return undefined;
      }
      return { minutes: value };
    },
  };
}

/** Test ids: `<testId>-forever`, `<testId>-custom`, `<testId>-minutes`. */
export function VisitDurationField({ state, legend, testId }: { state: VisitDurationState; legend?: string; testId: string }) {
  const { t } = useTranslation('authority');
  const { t: tAny } = useTranslation();
  const errorId = `${testId}-minutes-error`;
  return (
    <fieldset className="auth-choices">
      {legend ? <legend>{legend}</legend> : null}
      <label>
        <input type="radio" name={`${testId}-mode`} checked={state.forever} onChange={() => state.setForever(true)} data-testid={`${testId}-forever`} />{' '}
        {t('visitDialog.forever')}
      </label>
      <label>
        <input type="radio" name={`${testId}-mode`} checked={!state.forever} onChange={() => state.setForever(false)} data-testid={`${testId}-custom`} />{' '}
        {t('visitDialog.custom')}
      </label>
      {!state.forever ? (
        <label className="auth-field">
          <span>{t('visitDialog.minutes')}</span>
          <TextInput
            type="number"
            min={MIN_VISIT_MINUTES}
            value={state.minutes}
            invalid={state.error !== undefined}
            aria-invalid={state.error !== undefined}
            aria-describedby={state.error ? errorId : undefined}
            onChange={(e) => state.setMinutes(e.target.value)}
            data-testid={`${testId}-minutes`}
          />
        </label>
      ) : null}
      {state.error ? <small id={errorId} className="p-error" role="alert">{tAny(state.error)}</small> : null}
    </fieldset>
  );
}
