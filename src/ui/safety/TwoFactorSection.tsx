// Two-factor sign-in: switched on (by SMS or e-mail) or off only with a fresh code sent to the user's own address
// (POST v1/users/enableTwoFactorAuthentication). With it on, /login asks for a code after the password.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeSchema } from '../../domain/forms/auth';
import { maskPhone } from '../../domain/masking';
import { NETWORK_ERROR_KEY, outcomeKey } from '../../domain/resultCodes';
import type { SecurityOverview, TwoFactorChannel } from '../../domain/wire/account';
import type { UserInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import type { AccountTarget } from '../auth/accountForms';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { outcomeOf } from '../data/callQuery';
import { clearsOnEdit } from '../kit/callErrors';
import { useKitForm } from '../kit/form';
import { useSendAccountCode } from '../account/queries';
import { useSwitchTwoFactor } from './queries';

function targetFor(info: UserInfo, channel: TwoFactorChannel): AccountTarget | undefined {
  if (channel === 'sms') return info.phone ? { phone: info.phone, countryCode: info.countryCode || '86' } : undefined;
  return info.email ? { email: info.email } : undefined;
}

export function TwoFactorSection({ overview, info }: { overview: SecurityOverview; info: UserInfo }) {
  const { t } = useTranslation(['safety', 'auth']);
  const { http, notify } = useConsole();
  const on = overview.twoFactor === 1;
  const available = (['sms', 'email'] as const).filter((c) => targetFor(info, c));
  const [picked, setPicked] = useState<TwoFactorChannel>(available[0] ?? 'sms');
  const channel: TwoFactorChannel = on ? overview.twoFactorChannel || 'sms' : picked;
  const target = targetFor(info, channel);
  const form = useKitForm(codeSchema, { code: '' });
  const { errors } = form.formState;
  const send = useSendAccountCode(http);
  const toggle = useSwitchTwoFactor(http);
  const keyOf = (e: unknown) => {
    const outcome = outcomeOf(e);
    return outcome ? outcomeKey(outcome) : NETWORK_ERROR_KEY;
  };

  const submit = form.handleSubmit(({ code }) => {
    if (toggle.isPending) return;
    toggle.mutate(
      { enable: on ? 0 : 1, channel, code },
      {
        onSuccess: () => {
          form.reset({ code: '' });
          notify.success(on ? 'safety:twoFactor.turnedOff' : 'safety:twoFactor.turnedOn');
        },
        onError: (e) => form.setError('code', { message: keyOf(e) }),
      },
    );
  });

  const label = (c: TwoFactorChannel) => {
    const to = targetFor(info, c);
    if (!to) return t(`channel.${c}`);
    return t('common:withNote', { text: t(`channel.${c}`), note: 'phone' in to ? maskPhone(to.phone) : to.email });
  };

  return (
    <section className="safety-section" aria-labelledby="safety-2fa-title">
      <h2 id="safety-2fa-title">{t('twoFactor.title')}</h2>
      <p className="safety-muted">{on ? t('twoFactor.onHint', { channel: label(channel) }) : t('twoFactor.offHint')}</p>
      {available.length === 0 ? (
        <p className="safety-muted" data-testid="safety-2fa-no-address">{t('twoFactor.noAddress')}</p>
      ) : (
        <form className="auth-form safety-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={toggle.isPending}>
          {!on ? (
            <fieldset className="auth-field safety-fieldset" disabled={toggle.isPending}>
              <legend>{t('twoFactor.channel')}</legend>
              {available.map((c) => (
                <label key={c} className="auth-check">
                  <input type="radio" name="safety-2fa-channel" data-testid={`safety-2fa-channel-${c}`} checked={c === picked}
                    onChange={() => { setPicked(c); form.reset({ code: '' }); }} />
                  <span className="safety-wrap">{label(c)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          <CodeField
            id="safety-2fa-code"
            registration={form.register('code', clearsOnEdit(form, 'code'))}
            error={errors.code}
            disabled={toggle.isPending}
            onSend={() =>
              target
                ? send.mutateAsync({ target, purpose: 'twoFactor' }).then(
                    () => {
                      notify.success(channel === 'sms' ? 'auth:code.sentSms' : 'auth:code.sentEmail');
                      return true;
                    },
                    (e: unknown) => {
                      form.setError('code', { message: keyOf(e) });
                      return false;
                    },
                  )
                : Promise.resolve(false)
            }
          />
          <FormFooter
            testIdPrefix="safety-2fa"
            busy={toggle.isPending}
            label={on ? t('twoFactor.turnOff') : t('twoFactor.turnOn')}
            busyLabel={t('twoFactor.saving')}
          />
        </form>
      )}
    </section>
  );
}
