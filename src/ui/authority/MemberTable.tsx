import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminState, mayActOn, type AdminStateCode, type DeviceRole } from '../../domain/roles';
import type { AdminListItem } from '../../domain/wire/audit';
import type { VisitTimeChoice } from '../../transport/api/admin';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { DataTable, type Column } from '../kit/DataTable';
import { ConfirmAction } from './ConfirmAction';
import { displayPhone, memberRole, rowActions, visitState, visitTimeText, type MemberListKind, type RowAction } from './memberRows';
import type { MemberList } from './useMembers';
import { VisitTimeDialog } from './VisitTimeDialog';
import { failureOf } from '../data/callQuery';
import { useAuthorityChange, type AuthorityMove } from './queries';

type Pending = { action: RowAction; item: AdminListItem };

const ICONS: Record<RowAction, string> = {
  upgradeVisitor: 'pi pi-arrow-up',
  downgradeBkey: 'pi pi-arrow-down',
  blacklist: 'pi pi-ban',
  whitelist: 'pi pi-undo',
  setVisitTime: 'pi pi-clock',
  zeroVisitTime: 'pi pi-stopwatch',
  clearVisitTime: 'pi pi-times',
};

export type MemberTableProps = {
  machineId: number;
  viewer: DeviceRole;
  kind: MemberListKind;
  list: MemberList;
  onRetry(): void;
  /** A move was made; `code` is the local state code to show. */
  onDone(code?: AdminStateCode): void;
  onTransfer(item: AdminListItem, role: DeviceRole): void;
};

/** One member list with the moves the viewer may make on each row; destructive ones are confirmed first. */
export function MemberTable({ machineId, viewer, kind, list, onRetry, onDone, onTransfer }: MemberTableProps) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const [pending, setPending] = useState<Pending>();
  const change = useAuthorityChange(http, machineId);
  const busy = change.isPending;

  const run = (move: AuthorityMove, code?: AdminStateCode) =>
    change.mutate(move, {
      onSettled: () => setPending(undefined),
      onError: (error) => notify.error(failureOf(error)),
      onSuccess: () => onDone(code),
    });

  const perform = (action: RowAction, item: AdminListItem, choice?: VisitTimeChoice) => {
    const level = (limit: 2 | 0 | -1): AuthorityMove => ({ kind: 'level', memberId: item.id, limit });
    switch (action) {
      case 'upgradeVisitor':
        return run(level(2));
      case 'downgradeBkey':
        return run(level(0), AdminState.removed);
      case 'blacklist':
        return run(level(-1), AdminState.removed);
      case 'whitelist':
        return run(level(0), AdminState.removed);
      case 'zeroVisitTime':
        return run({ kind: 'zeroVisitTime', visitTimeId: item.visitTimeId ?? 0 }, AdminState.visitZeroed);
      case 'clearVisitTime':
        return run({ kind: 'clearVisitTime', userId: item.id });
      case 'setVisitTime':
        return choice ? run({ kind: 'setVisitTime', userId: item.id, choice }) : undefined;
    }
  };

  const columns: Column<AdminListItem>[] = [
    { id: 'name', header: t('column.name'), cell: (item) => item.name },
    { id: 'phone', header: t('column.phone'), cell: (item) => displayPhone(item.phone) },
    { id: 'email', header: t('column.email'), cell: (item) => item.email },
    { id: 'role', header: kind === 'visitors' ? t('column.visitTime') : t('column.role'), cell: (item) => (kind === 'visitors' ? visitTimeText(t, item) : t(`role.${memberRole(item, kind)}`)) },
    {
      id: 'actions',
      header: t('column.actions'),
      className: 'auth-actions',
      cell: (item) => {
        const role = memberRole(item, kind);
        return (
          <>
            {rowActions(viewer, role, visitState(item)).map((action) => (
              <ActionButton
                key={action}
                label={t(`action.${action}`)}
                icon={ICONS[action]}
                outlined
                className="p-button-sm"
                onClick={() => setPending({ action, item })}
                data-testid={`${action}-${item.id}`}
              />
            ))}
            {mayActOn(viewer, 'transferOwner', role) ? (
              <ActionButton label={t('action.transfer')} icon="pi pi-key" outlined className="p-button-sm" onClick={() => onTransfer(item, role)} data-testid={`transfer-${item.id}`} />
            ) : null}
          </>
        );
      },
    },
  ];

  if (list.status === 'loading') return <p className="auth-muted" role="status">{t('loading')}</p>;
  if (list.status === 'failed') {
    return (
      <div role="alert" className="auth-muted">
        {t('loadFailed')} <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={onRetry} />
      </div>
    );
  }
  if (list.items.length === 0) return <p className="auth-muted" data-testid={`members-${kind}-empty`}>{t('empty')}</p>;

  return (
    <>
      <DataTable
        rows={list.items}
        columns={columns}
        rowKey={(item) => item.id}
        label={t(`tabs.${kind}`)}
        testId={`members-${kind}`}
        rowAttributes={(item) => ({ 'data-testid': `member-${item.id}`, 'data-role': memberRole(item, kind) })}
        className="auth-table"
      />
      <p className="auth-muted">{t('total', { count: list.total })}</p>
      {pending?.action === 'setVisitTime' ? (
        <VisitTimeDialog name={pending.item.name} busy={busy} onSave={(choice) => void perform('setVisitTime', pending.item, choice)} onCancel={() => setPending(undefined)} />
      ) : pending ? (
        <ConfirmAction
          text={t(`confirm.${pending.action}`, { name: pending.item.name })}
          busy={busy}
          onConfirm={() => void perform(pending.action, pending.item)}
          onCancel={() => setPending(undefined)}
        />
      ) : null}
    </>
  );
}
