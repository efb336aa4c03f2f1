// /modifyPhone and /modifyEmail (login layout, signed in): the password first (GET user/v1/passVerify), then the new
// address with a code sent to it (PUT user/v1/account). Until that code comes back the old address stays valid
// and signs in; the cloud checks every rule again (the new phone differs, no other account has it).
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE } from '../../domain/constants';
import { checkNewAddress, currentPasswordSchema, newAddressSchema } from '../../domain/forms/account';
import { maskPhone } from '../../domain/masking';
import { BusinessCode, CODE_REFUSALS, NETWORK_ERROR_KEY, outcomeKey, type Outcome } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { PasswordInput } from '../common/controls/PasswordInput';
import { AccountField } from '../auth/AccountField';
import { CodeField } from '../auth/CodeField';
import { FormFooter } from '../auth/FormFooter';
import { outcomeOf } from '../data/callQuery';
import { clearsOnEdit, FORM_REFUSAL, formRefusal } from '../kit/callErrors';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { userInfoQuery } from '../layout/queries';
import { changeAccountPayload, newAddressTarget } from './accountRules';
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
  const form = useKitForm(currentPasswordSchema, { password: '' });
  const { errors } = form.formState;
  // Back from the address step because the cloud forgot the check: its reason shows under the field.
  useEffect(() => {
    if (pending) form.setError('password', { message: pending });
  }, [pending, form]);
  const submit = form.handleSubmit(({ password }) => {
    verify.mutate(password, { onSuccess: onDone, onError: (e) => form.setError('password', { message: keyOf(outcomeOf(e)) }) });
  });
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={verify.isPending}>
      <p className="account-muted">{t('modify.passwordHint')}</p>
      <Field id="modify-password" label={t('password.current')} error={errors.password} className="auth-field">
        {({ invalid, ...control }) => (
          <PasswordInput {...control} data-testid="modify-password" autoComplete="current-password" autoFocus disabled={verify.isPending}
            invalid={invalid} {...form.register('password', clearsOnEdit(form, 'password'))} />
        )}
      </Field>
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
  const schema = useMemo(() => newAddressSchema(by, current), [by, current]);
  const form = useKitForm(schema, { address: '', countryCode: DEFAULT_COUNTRY_CODE, code: '' });
  const { errors } = form.formState;
  const fail = (outcome: Outcome | undefined) => {
    const code = codeOf(outcome);
    if (code === BusinessCode.IdentityNotVerified) return onIdentityLost(keyOf(outcome));
    if (code === BusinessCode.AccountExists || code === BusinessCode.InvalidInput) form.setError('address', { message: keyOf(outcome) });
    else if (CODE_REFUSALS.has(code) || code === BusinessCode.CodeTooFrequent) {
      form.setError('code', { message: keyOf(outcome) });
    } else form.setError(FORM_REFUSAL, { message: keyOf(outcome) });
  };

  const onSend = async (): Promise<boolean> => {
    const { address, countryCode } = form.getValues();
    const check = checkNewAddress(by, address, current, countryCode);
    if (!check.ok) {
      form.setError('address', { message: check.error });
      return false;
    }
    try {
      // An address another account has is refused before a code goes out: an e-mail by GET user/v1/emailVerify, a
      // phone by the send itself (420 under the field; the API has no phone look-up).
      if (by === 'email') await available.mutateAsync(address);
      await send.mutateAsync({ target: newAddressTarget(by, { address, countryCode }), purpose: 'changeAccount' });
      notify.success(by === 'phone' ? 'auth:code.sentSms' : 'auth:code.sentEmail');
      return true;
    } catch (error) {
      fail(outcomeOf(error));
      return false;
    }
  };

  const submit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(changeAccountPayload(by, values), { onSuccess: () => onDone(values.address.trim()), onError: (e) => fail(outcomeOf(e)) });
  });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={change.isPending}>
      <p className="account-muted">{t(`modify.${by}.addressHint`)}</p>
      <AccountField
        id="modify-address"
        countryId="modify-country"
        kind={by}
        label={t(`modify.${by}.newLabel`)}
        lang={lang}
        registration={form.register('address', clearsOnEdit(form, 'address'))}
        countryRegistration={form.register('countryCode', { ...clearsOnEdit(form, 'countryCode', 'address'), deps: 'address' })}
        error={errors.address}
        disabled={change.isPending}
      />
      <CodeField id="modify-code" registration={form.register('code', clearsOnEdit(form, 'code'))} error={errors.code} disabled={change.isPending} onSend={onSend} />
      <FormFooter testIdPrefix="modify" error={formRefusal(errors)} busy={change.isPending} label={t(`modify.${by}.submit`)} busyLabel={t('modify.saving')} />
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
