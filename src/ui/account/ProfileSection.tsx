// The profile part of /userInfo: user id, name (changed in place), phone and e-mail with their verification state,
// links to change them, and the hide-map switch.
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nameSchema } from '../../domain/forms/account';
import { maskPhone } from '../../domain/masking';
import { outcomeKey } from '../../domain/resultCodes';
import type { UserInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { outcomeOf } from '../data/callQuery';
import { clearsOnEdit } from '../kit/callErrors';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { ActivateForm } from './ActivateForm';
import { useHideMap, useRename, userIdQuery } from './queries';

const errorKeyOf = (error: unknown) => {
  const outcome = outcomeOf(error);
  return outcome ? outcomeKey(outcome) : 'errors:transport.network';
};

function NameEditor({ current }: { current: string }) {
  const { t } = useTranslation('account');
  const { http, notify } = useConsole();
  const rename = useRename(http);
  const [editing, setEditing] = useState(false);
  const form = useKitForm(nameSchema, { name: current });
  const { errors } = form.formState;

  if (!editing) {
    return (
      <>
        <span className="account-value" data-testid="userinfo-name">{current}</span>
        <button type="button" className="account-link-button" data-testid="userinfo-name-edit" onClick={() => { form.reset({ name: current }); setEditing(true); }}>
          {t('info.change')}
        </button>
      </>
    );
  }

  // The schema yields the name without outer spaces, as the cloud keeps it.
  const submit = form.handleSubmit(({ name }) => {
    rename.mutate(name, {
      onSuccess: () => {
        notify.success('account:info.nameSaved');
        setEditing(false);
      },
      onError: (e) => form.setError('name', { message: errorKeyOf(e) }),
    });
  });

  return (
    <form className="account-inline" onSubmit={(event) => void submit(event)} noValidate aria-busy={rename.isPending}>
      <Field id="userinfo-name-input" label={t('info.newName')} error={errors.name} className="auth-field">
        {({ invalid, ...control }) => (
          <TextInput {...control} data-testid="userinfo-name-input" autoFocus maxLength={40} disabled={rename.isPending} invalid={invalid}
            {...form.register('name', clearsOnEdit(form, 'name'))} />
        )}
      </Field>
      <div className="account-inline-actions">
        <ActionButton type="submit" data-testid="userinfo-name-save" busy={rename.isPending} label={t('info.save')} />
        <ActionButton outlined disabled={rename.isPending} label={t('info.cancel')} onClick={() => setEditing(false)} />
      </div>
    </form>
  );
}

function AddressRow({ kind, info }: { kind: 'phone' | 'email'; info: UserInfo }) {
  const { t } = useTranslation('account');
  const { lang } = useConsole();
  const [activating, setActivating] = useState(false);
  const value = kind === 'phone' ? info.phone : info.email;
  const verified = Number(kind === 'phone' ? info.phone_state : info.email_state) === 1;
  const path = kind === 'phone' ? '/modifyPhone' : '/modifyEmail';
  if (!value) {
    return (
      <>
        <span className="account-muted">{t('info.notSet')}</span>
        <Link to={withLang(path, lang)} data-testid={`userinfo-${kind}-change`}>{t('info.add')}</Link>
      </>
    );
  }
  const shown = kind === 'phone' ? `+${info.countryCode || '86'} ${maskPhone(value)}` : value;
  return (
    <>
      <span className="account-value" data-testid={`userinfo-${kind}`}>{shown}</span>
      <span className={verified ? 'account-badge' : 'account-badge is-pending'} data-testid={`userinfo-${kind}-state`}>
        {verified ? t('info.verified') : t('info.unverified')}
      </span>
      <Link to={withLang(path, lang)} data-testid={`userinfo-${kind}-change`}>{t('info.change')}</Link>
      {!verified && !activating ? (
        <button type="button" className="account-link-button" data-testid={`userinfo-${kind}-activate`} onClick={() => setActivating(true)}>
          {t('info.activate')}
        </button>
      ) : null}
      {!verified && activating ? (
        <ActivateForm
          target={kind === 'phone' ? { phone: value, countryCode: info.countryCode || '86' } : { email: value }}
          onDone={() => setActivating(false)}
        />
      ) : null}
    </>
  );
}

function HideMapSwitch({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation('account');
  const { http, notify } = useConsole();
  const hideMap = useHideMap(http);
  return (
    <div className="auth-check">
      <CheckboxInput
        id="userinfo-hide-map"
        data-testid="userinfo-hide-map"
        checked={hideMap.isPending ? Boolean(hideMap.variables) : hidden}
        disabled={hideMap.isPending}
        onChange={(e) => {
          const next = e.target.checked;
          hideMap.mutate(next, {
            onSuccess: () => {
              notify.success(next ? 'account:info.mapHidden' : 'account:info.mapShown');
            },
            onError: (error) => notify.error(errorKeyOf(error)),
          });
        }}
      />
      <label htmlFor="userinfo-hide-map">{t('info.hideMap')}</label>
    </div>
  );
}

export function ProfileSection({ info }: { info: UserInfo }) {
  const { t } = useTranslation('account');
  const { http } = useConsole();
  const userId = useQuery(userIdQuery(http));
  return (
    <section className="account-section" aria-labelledby="userinfo-profile">
      <h2 id="userinfo-profile">{t('info.profile')}</h2>
      <dl className="account-facts">
        <dt>{t('info.userId')}</dt>
        <dd data-testid="userinfo-id">{userId.data?.userid ?? (userId.isError ? t('info.unknown') : '…')}</dd>
        <dt>{t('info.name')}</dt>
        <dd><NameEditor current={info.name} /></dd>
        <dt>{t('info.phone')}</dt>
        <dd><AddressRow kind="phone" info={info} /></dd>
        <dt>{t('info.email')}</dt>
        <dd><AddressRow kind="email" info={info} /></dd>
        <dt>{t('info.countryCode')}</dt>
        <dd>+{info.countryCode || '86'}</dd>
      </dl>
      <HideMapSwitch hidden={Number(info.hide_map) === 1} />
    </section>
  );
}
