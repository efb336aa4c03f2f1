// The profile part of /userInfo: user id, name (changed in place), phone and e-mail with their verification state,
// links to change them, and the hide-map switch.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { outcomeKey } from '../../domain/resultCodes';
import type { UserInfo } from '../../transport/api/user';
import { useConsole } from '../app/runtime';
import { withLang } from '../app/langParam';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { describedBy, FormField } from '../auth/FormField';
import { outcomeOf } from '../data/callQuery';
import { ActivateForm } from './ActivateForm';
import { hasFormErrors, validateName } from './accountRules';
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
  const [name, setName] = useState(current);
  const [error, setError] = useState<string>();

  if (!editing) {
    return (
      <>
        <span className="account-value" data-testid="userinfo-name">{current}</span>
        <button type="button" className="account-link-button" data-testid="userinfo-name-edit" onClick={() => { setName(current); setError(undefined); setEditing(true); }}>
          {t('info.change')}
        </button>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateName(name);
    setError(errors.name);
    if (hasFormErrors(errors)) return;
    rename.mutate(name, {
      onSuccess: () => {
        notify.success('account:info.nameSaved');
        setEditing(false);
      },
      onError: (e) => setError(errorKeyOf(e)),
    });
  };

  return (
    <form className="account-inline" onSubmit={submit} noValidate aria-busy={rename.isPending}>
      <FormField id="userinfo-name-input" label={t('info.newName')} error={error}>
        <TextInput
          id="userinfo-name-input"
          data-testid="userinfo-name-input"
          value={name}
          autoFocus
          maxLength={40}
          disabled={rename.isPending}
          invalid={Boolean(error)}
          onChange={(e) => { setName(e.target.value); setError(undefined); }}
          {...describedBy('userinfo-name-input', error)}
        />
      </FormField>
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
