// The code step of a two-factor sign-in on /login: the password was right, a code went to the account's phone or
// e-mail. The session machine holds the step (state codeStep); resending is a plain call with its one-minute wait.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { codeSchema } from '../../domain/forms/auth';
import { outcomeKey } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { secondsLeft } from '../auth/countdown';
import { codeHintKey } from './signInSteps';
import { CallError, outcomeOf } from '../data/callQuery';
import { queryClient } from '../data/queryClient';
import { clearsOnEdit } from '../kit/callErrors';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { useTwoFactorResend } from './queries';

function useCountdown(total: number) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(startedAt, now, total);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [left]);
  return {
    left,
    restart: () => {
      const at = Date.now();
      setStartedAt(at);
      setNow(at);
    },
  };
}

/**
 * /login has no data layer; this step (loaded only when a code is due) brings the console's one query client
 * for its resend mutation.
 */
export default function TwoFactorStep() {
  return (
    <QueryClientProvider client={queryClient}>
      <CodeStepForm />
    </QueryClientProvider>
  );
}

function CodeStepForm() {
  const { t } = useTranslation(['account', 'auth']);
  const { session, http, notify } = useConsole();
  const prompt = useSelector(session, (s) => s.context.twoFactor);
  const verifying = useSelector(session, (s) => s.matches({ codeStep: 'verifying' }));
  const codeError = useSelector(session, (s) => s.context.codeError);
  const form = useKitForm(codeSchema, { code: '' });
  const { errors } = form.formState;
  const [total, setTotal] = useState(prompt?.resendAfter ?? 60);
  const countdown = useCountdown(total);

  // The transport's Result bridged to a mutation (no hand-written busy state); a refusal shows under the field.
  const resend = useTwoFactorResend(http);
  const sendAgain = (ticket: string) =>
    resend.mutate(ticket, {
      onSuccess: (answer) => {
        setTotal(answer.resendAfter);
        countdown.restart();
        form.clearErrors('code');
        notify.success(prompt?.channel === 'email' ? 'auth:code.sentEmail' : 'auth:code.sentSms');
      },
      onError: (error) => {
        const outcome = outcomeOf(error);
        const key = outcome ? outcomeKey(outcome) : error instanceof CallError ? undefined : 'errors:transport.network';
        if (key) form.setError('code', { message: key });
        else form.clearErrors('code');
      },
    });

  if (!prompt) return null;
  // The form's own refusal first, then the cloud's answer to the last code (held by the session machine).
  const shownError = errors.code ?? codeError;

  const submit = form.handleSubmit(({ code }) => {
    if (verifying) return;
    session.send({ type: 'SUBMIT_CODE', code });
  });

  return (
    <div className="auth-card" data-testid="two-factor-step">
      <h1>{t('twoFactorStep.title')}</h1>
      <p className="auth-hint" data-testid="two-factor-target">
        {t(codeHintKey(prompt, resend.isSuccess), { target: prompt.target })}
      </p>
      <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={verifying}>
        <Field id="two-factor-code" label={t('auth:fields.code')} error={shownError} className="auth-field">
          {({ invalid, ...control }) => (
            <div className="auth-row">
              <TextInput
                {...control}
                data-testid="two-factor-code"
                className="auth-grow"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                autoFocus
                placeholder={t('auth:fields.codePlaceholder')}
                disabled={verifying}
                invalid={invalid}
                {...form.register('code', clearsOnEdit(form, 'code'))}
              />
              <ActionButton
                className="auth-code-button"
                data-testid="two-factor-resend"
                outlined
                busy={resend.isPending}
                disabled={verifying || countdown.left > 0}
                label={countdown.left > 0 ? t('auth:code.resend', { seconds: countdown.left }) : t('twoFactorStep.resend')}
                onClick={() => sendAgain(prompt.ticket)}
              />
            </div>
          )}
        </Field>
        <ActionButton
          type="submit"
          className="auth-submit"
          data-testid="two-factor-submit"
          busy={verifying}
          label={verifying ? t('twoFactorStep.verifying') : t('twoFactorStep.submit')}
        />
        <ActionButton
          outlined
          data-testid="two-factor-cancel"
          disabled={verifying}
          label={t('twoFactorStep.cancel')}
          onClick={() => session.send({ type: 'CANCEL_CODE' })}
        />
      </form>
    </div>
  );
}
