// /modifyPhone and /modifyEmail (login layout, signed in): the password first (GET user/v1/passVerify), then the new
// address with a code sent to it (PUT user/v1/account). Until that code comes back the old address stays valid
// and signs in; the cloud checks every rule again (the new phone differs, no other account has it).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { maskPhone } from '../../domain/masking';
import { BusinessCode, NETWORK_ERROR_KEY, outcomeKey, type Outcome } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { PasswordInput } from '../common/controls/PasswordInput';
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { describedBy, FormField } from '../auth/FormField';
import { FormFooter } from '../auth/FormFooter';
import { outcomeOf } from '../data/callQuery';
import { userInfoQuery } from '../layout/queries';
import { changeAccountPayload, checkNewAddress, hasFormErrors, newAddressTarget, validateNewAddress, type NewAddressErrors, type NewAddressForm } from './accountRules';
import { useChangeAccount, useEmailAvailable, usePassVerify, useSendAccountCode } from './queries';
import '../auth/auth.css';
import './account.css';

type By = 'phone' | 'email';
const keyOf = (outcome: Outcome | undefined) => (outcome ? outcomeKey(outcome) : NETWORK_ERROR_KEY);
const codeOf = (outcome: Outcome | undefined) => (outcome?.kind === 'business' ? outcome.code : '');

function PasswordStep({ onDone, pending }: { onDone(): void; pending?: string }) {
  const { t } = useTranslation('account');
  const { http } = useConsole();
  const verify = usePassVerify(http);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>(pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') return setError('validation:password.required');
    verify.mutate(password, { onSuccess: onDone, onError: (e) => setError(keyOf(outcomeOf(e))) });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={verify.isPending}>
      <p className="account-muted">{t('modify.passwordHint')}</p>
      <FormField id="modify-password" label={t('password.current')} error={error}>
        <PasswordInput
          id="modify-password"
          data-testid="modify-password"
          value={password}
          autoComplete="current-password"
          autoFocus
          disabled={verify.isPending}
          invalid={Boolean(error)}
          onChange={(e) => { setPassword(e.target.value); setError(undefined); }}
          {...describedBy('modify-password', error)}
        />
      </FormField>
      <FormFooter testIdPrefix="modify-password" busy={verify.isPending} label={t('modify.next')} busyLabel={t('modify.checking')} />
    </form>
  );
}

function AddressStep({ by, current, onIdentityLost, onDone }: { by: By; current: string; onIdentityLost(key: string): void; onDone(address: string): void }) {
  const { t } = useTranslation(['account', 'auth']);
  const { http, lang, notify } = useConsole();
  const send = useSendAccountCode(http);
  const available = useEmailAvailable(http);
  const change = useChangeAccount(http);
  const [form, setForm] = useState<NewAddressForm>({ address: '', countryCode: DEFAULT_COUNTRY_CODE, code: '' });
  const [errors, setErrors] = useState<NewAddressErrors>({});
  const [formError, setFormError] = useState<string>();
  const edit = (patch: Partial<NewAddressForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => ({ ...e, ...('address' in patch || 'countryCode' in patch ? { address: undefined } : {}), ...('code' in patch ? { code: undefined } : {}) }));
    setFormError(undefined);
  };
  const fail = (outcome: Outcome | undefined) => {
    const code = codeOf(outcome);
    if (code === BusinessCode.IdentityNotVerified) return onIdentityLost(keyOf(outcome));
    if (code === BusinessCode.AccountExists || code === BusinessCode.InvalidInput) setErrors((e) => ({ ...e, address: keyOf(outcome) }));
    else if (code === BusinessCode.CodeWrong || code === BusinessCode.CodeExpired || code === BusinessCode.CodeTooFrequent) setErrors((e) => ({ ...e, code: keyOf(outcome) }));
    else setFormError(keyOf(outcome));
  };

  const onSend = async (): Promise<boolean> => {
    const addressError = checkNewAddress(by, form.address, current, form.countryCode);
    if (addressError) {
      setErrors((e) => ({ ...e, address: addressError }));
      return false;
    }
    try {
      // An address another account has is refused before a code goes out: an e-mail by GET user/v1/emailVerify, a
      // phone by the send itself (420 under the field; the API has no phone look-up).
      if (by === 'email') await available.mutateAsync(form.address);
      await send.mutateAsync({ target: newAddressTarget(by, form), purpose: 'changeAccount' });
      notify.success(by === 'phone' ? 'auth:code.sentSms' : 'auth:code.sentEmail');
      return true;
    } catch (error) {
      fail(outcomeOf(error));
      return false;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const found = validateNewAddress(by, form, current);
    setErrors(found);
    if (hasFormErrors(found)) return;
    change.mutate(changeAccountPayload(by, form), { onSuccess: () => onDone(form.address.trim()), onError: (e) => fail(outcomeOf(e)) });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-busy={change.isPending}>
      <p className="account-muted">{t(`modify.${by}.addressHint`)}</p>
      <AccountField
        id="modify-address"
        countryId="modify-country"
        kind={by}
        label={t(`modify.${by}.newLabel`)}
        value={form.address}
        countryCode={form.countryCode}
        lang={lang}
        onChange={(address) => edit({ address })}
        onCountryCodeChange={(countryCode) => edit({ countryCode })}
        error={errors.address}
        disabled={change.isPending}
      />
      <CodeField id="modify-code" value={form.code} error={errors.code} disabled={change.isPending} onChange={(code) => edit({ code })} onSend={onSend} />
      <FormFooter testIdPrefix="modify" error={formError} busy={change.isPending} label={t(`modify.${by}.submit`)} busyLabel={t('modify.saving')} />
    </form>
  );
}

export default function ModifyAccountPage({ by }: { by: By }) {
  const { t } = useTranslation(['account', 'auth']);
  const { http, lang } = useConsole();
  const info = useQuery(userInfoQuery(http));
  const [step, setStep] = useState<'password' | 'address' | 'done'>('password');
  const [lost, setLost] = useState<string>();
  const [changedTo, setChangedTo] = useState('');
  const current = by === 'phone' ? (info.data?.phone ?? '') : (info.data?.email ?? '');
  const shownCurrent = by === 'phone' && current ? maskPhone(current) : current;
  const steps = ['password', 'address'] as const;

  return (
    <div className="account-page" data-testid={`modify-${by}-page`}>
      <div className="account-head">
        <h1>{t(`modify.${by}.title`)}</h1>
        <Link to={withLang('/userInfo', lang)} data-testid="modify-back">{t('modify.backToInfo')}</Link>
      </div>
      {info.isPending ? (
        <PageLoading />
      ) : info.isError ? (
        <LoadError title={t('info.loadFailed')} outcome={outcomeOf(info.error) ?? { kind: 'network', messageKey: NETWORK_ERROR_KEY }}
          onRetry={() => void info.refetch()} testId="modify-error" />
      ) : (
        <>
          <p data-testid="modify-current">
            {current ? t(`modify.${by}.current`, { value: shownCurrent }) : t(`modify.${by}.none`)}
          </p>
          {step !== 'done' ? (
            <ol className="account-steps" aria-label={t('modify.stepsLabel')}>
              {steps.map((s, i) => (
                <li key={s} aria-current={s === step ? 'step' : undefined}>{t(`modify.step.${s}`, { n: i + 1 })}</li>
              ))}
            </ol>
          ) : null}
          {step === 'password' ? <PasswordStep pending={lost} onDone={() => { setLost(undefined); setStep('address'); }} /> : null}
          {step === 'address' ? (
            <AddressStep by={by} current={current} onIdentityLost={(key) => { setLost(key); setStep('password'); }}
              onDone={(address) => { setChangedTo(address); setStep('done'); }} />
          ) : null}
          {step === 'done' ? (
            <div className="auth-form">
              <p className="auth-success" role="status" data-testid="modify-done">
                {t(`modify.${by}.done`, { value: by === 'phone' ? maskPhone(changedTo) : changedTo })}
              </p>
              <Link to={withLang('/userInfo', lang)}>{t('modify.backToInfo')}</Link>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
