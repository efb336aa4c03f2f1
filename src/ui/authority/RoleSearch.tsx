import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminState, mayActOn, type AdminStateCode, type DeviceRole } from '../../domain/roles';
import type { AdminListItem } from '../../domain/wire/audit';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { ConfirmAction } from './ConfirmAction';
import { displayContact } from './memberRows';
import { useQuery } from '@tanstack/react-query';
import { failureOf } from '../data/callQuery';
import { roleInfoQuery, useAuthorityChange, type AuthorityMove } from './queries';

/** device/v1/user/role/info: find anyone by account and act on them, e.g. blacklist a user who is not a member. */
export function RoleSearch(props: {
  machineId: number;
  viewer: DeviceRole;
  onDone(code?: AdminStateCode): void;
  onTransfer(item: AdminListItem, role: DeviceRole): void;
}) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const [account, setAccount] = useState('');
  // The account the user searched for: the lookup is a read (a query), asked again on every search; a new search
  // cancels the one still under way.
  const [asked, setAsked] = useState<string>();
  const [confirming, setConfirming] = useState<'blacklist' | 'whitelist'>();
  const lookup = useQuery(roleInfoQuery(http, props.machineId, asked));
  const found = asked !== undefined && !lookup.isError ? lookup.data : undefined;
  const change = useAuthorityChange(http, props.machineId);
  const busy = lookup.isFetching || change.isPending;

  // The call is quiet: a failed lookup is toasted here, once per failure.
  const { isError, errorUpdatedAt, error } = lookup;
  useEffect(() => {
    if (isError) notify.error(failureOf(error));
  }, [isError, errorUpdatedAt, error, notify]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const name = account.trim();
    if (name === '') return;
    if (asked === name) void lookup.refetch();
    else setAsked(name);
  };

  const act = (move: AuthorityMove, code: AdminStateCode) =>
    change.mutate(move, {
      onSettled: () => setConfirming(undefined),
      onError: (error) => notify.error(failureOf(error)),
      onSuccess: () => {
        setAsked(undefined);
        setAccount('');
        props.onDone(code);
      },
    });

  const level = (limit: 0 | -1): AuthorityMove => ({ kind: 'level', memberId: found?.id ?? 0, limit });

  return (
    <div className="auth-search">
      <form className="auth-inline-form" onSubmit={search} data-testid="role-search-form">
        <label className="auth-field">
          <span>{t('search.label')}</span>
          <TextInput value={account} placeholder={t('addBkey.placeholder')} onChange={(e) => setAccount(e.target.value)} data-testid="role-search-account" />
        </label>
        <ActionButton type="submit" label={t('search.submit')} icon="pi pi-search" outlined busy={busy && !found} />
      </form>
      {found ? (
        <div className="auth-found" data-testid="role-search-result" data-role={found.role}>
          <span>
            {t('search.result', { name: found.name, role: t(`role.${found.role}`) })}{' '}
            <span data-testid="role-search-contact">{displayContact(found)}</span>
          </span>
          {mayActOn(props.viewer, 'addBkey', found.role) ? (
            <ActionButton label={t('action.addBkey')} outlined className="p-button-sm" onClick={() => act({ kind: 'pushBkey', account: account.trim() }, AdminState.added)} />
          ) : null}
          {mayActOn(props.viewer, 'blacklist', found.role) ? (
            <ActionButton label={t('action.blacklist')} icon="pi pi-ban" outlined className="p-button-sm" onClick={() => setConfirming('blacklist')} />
          ) : null}
          {mayActOn(props.viewer, 'whitelist', found.role) ? (
            <ActionButton label={t('action.whitelist')} icon="pi pi-undo" outlined className="p-button-sm" onClick={() => setConfirming('whitelist')} />
          ) : null}
          {mayActOn(props.viewer, 'transferOwner', found.role) ? (
            <ActionButton label={t('action.transfer')} icon="pi pi-key" outlined className="p-button-sm" onClick={() => props.onTransfer(found, found.role)} />
          ) : null}
        </div>
      ) : null}
      {confirming && found ? (
        <ConfirmAction
          text={t(`confirm.${confirming}`, { name: found.name })}
          busy={busy}
          onConfirm={() => act(level(confirming === 'blacklist' ? -1 : 0), AdminState.removed)}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
    </div>
  );
}
