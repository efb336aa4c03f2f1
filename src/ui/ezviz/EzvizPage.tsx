// /ezviz: the user's camera-cloud accounts (personal mode only). Add, edit, make default, delete; deleting an
// account that devices use names them and asks first, and unlinks them when confirmed.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import type { EzvizAccount } from '../../transport/api/ezviz';
import { useConsole } from '../app/runtime';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { ActionButton } from '../common/controls/ActionButton';
import { failureOf } from '../data/callQuery';
import { EzvizAccountDialog } from './EzvizAccountDialog';
import { ezvizAccountsQuery, useDeleteEzvizAccount } from './queries';
import './ezviz.css';

type Editing = { account?: EzvizAccount } | null;

export default function EzvizPage() {
  const { t } = useTranslation(['ezviz', 'errors']);
  const { http, notify } = useConsole();
  const accounts = useQuery(ezvizAccountsQuery(http));
  const remove = useDeleteEzvizAccount(http);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<EzvizAccount | null>(null);
  const list = accounts.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id, release: deleting.devices.length > 0 },
      {
        onSuccess: () => {
          notify.success('ezviz:delete.done', { name: deleting.name });
          setDeleting(null);
        },
      },
    );
  };
  const deleteFailure = remove.error ? outcomeMessage(failureOf(remove.error)) : undefined;
  const deviceNames = (account: EzvizAccount) => account.devices.map((d) => d.machineName || d.machineCode).join(t('list.separator'));

  const columns: Column<EzvizAccount>[] = [
    {
      id: 'name', header: t('fields.name'), rowHeader: true, className: 'ezviz-text',
      cell: (account) => (
        <>
          <span data-testid="ezviz-row-name">{account.name}</span>
          {account.isDefault ? <span className="ezviz-default" data-testid="ezviz-row-default">{t('list.default')}</span> : null}
        </>
      ),
    },
    { id: 'appKey', header: t('fields.appKey'), cell: (account) => account.appKey, className: 'ezviz-mono' },
    { id: 'secret', header: t('fields.secret'), cell: (account) => account.secretMasked, className: 'ezviz-mono', cellAttributes: () => ({ 'data-testid': 'ezviz-row-secret' }) },
    { id: 'remark', header: t('fields.remark'), cell: (account) => account.remark || t('list.none'), className: 'ezviz-text' },
    {
      id: 'devices', header: t('list.devices'), className: 'ezviz-text', cellAttributes: () => ({ 'data-testid': 'ezviz-row-devices' }),
      cell: (account) => (account.devices.length > 0 ? deviceNames(account) : t('list.none')),
    },
    {
      id: 'actions', header: t('list.actions'), cellClass: () => 'ezviz-row-actions',
      cell: (account) => (
        <>
          <ActionButton outlined icon="pi pi-pencil" label={t('actions.edit')} aria-label={t('actions.editNamed', { name: account.name })}
            data-testid="ezviz-row-edit" onClick={() => setEditing({ account })} />
          <ActionButton outlined className="p-button-danger" icon="pi pi-trash" label={t('actions.delete')}
            aria-label={t('actions.deleteNamed', { name: account.name })} data-testid="ezviz-row-delete"
            onClick={() => { remove.reset(); setDeleting(account); }} />
        </>
      ),
    },
  ];

  return (
    <section className="ezviz-page" aria-labelledby="ezviz-title" data-testid="ezviz-page">
      <div className="ezviz-toolbar">
        <h1 id="ezviz-title">{t('title')}</h1>
        <span className="ezviz-spacer" />
        <ActionButton icon="pi pi-plus" label={t('actions.add')} data-testid="ezviz-add" onClick={() => setEditing({})} />
      </div>
      <p className="ezviz-intro">{t('intro')}</p>
      <DataTable
        rows={list}
        columns={columns}
        rowKey={(account) => account.id}
        label={t('title')}
        caption
        loading={accounts.isPending}
        error={accounts.isError ? { title: t('list.error'), outcome: failureOf(accounts.error), onRetry: () => void accounts.refetch(), testId: 'ezviz-error' } : undefined}
        empty={t('list.empty')}
        emptyTestId="ezviz-empty"
        testId="ezviz-table"
        rowTestId="ezviz-row"
        className="ezviz-table"
      />
      {editing ? <EzvizAccountDialog editing={editing.account} first={list.length === 0} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('delete.title')}
        body={[
          deleting && deleting.devices.length > 0
            ? t('delete.inUse', { name: deleting.name, count: deleting.devices.length, devices: deviceNames(deleting) })
            : t('delete.body', { name: deleting?.name ?? '' }),
          deleteFailure ? t(deleteFailure.key, deleteFailure.values ?? {}) : '',
        ].filter(Boolean).join(' ')}
        confirmLabel={t(deleting && deleting.devices.length > 0 ? 'delete.confirmRelease' : 'delete.confirm')}
        cancelLabel={t('actions.cancel')}
        icon="pi pi-trash"
        busy={remove.isPending}
        testId="ezviz-delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
