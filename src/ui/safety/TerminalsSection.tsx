// Login terminals and tokens (GET user/v1/tokenInfo, 15 a page): where the account is signed in, this session
// marked; ending one (DELETE user/v1/tokenInfo/{id}) or every other one, each after a confirmation. An ended
// session is over for real: its next call answers 113 and an open console there shows the signed-out dialog.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { NETWORK_ERROR_KEY, outcomeKey } from '../../domain/resultCodes';
import { formatUnixTime } from '../../domain/time';
import type { TokenInfoItem } from '../../domain/wire/account';
import { useConsole } from '../app/runtime';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { ActionButton } from '../common/controls/ActionButton';
import { outcomeOf } from '../data/callQuery';
import { tokenPageQuery, useRevoke, useRevokeOthers } from './queries';

type Asking = { kind: 'one'; item: TokenInfoItem } | { kind: 'others' } | null;

export function TerminalsSection() {
  const { t } = useTranslation('safety');
  const { http, notify } = useConsole();
  const [page, setPage] = useState(1);
  const tokens = useQuery(tokenPageQuery(http, page));
  const revoke = useRevoke(http);
  const revokeOthers = useRevokeOthers(http);
  const [asking, setAsking] = useState<Asking>(null);
  const busy = revoke.isPending || revokeOthers.isPending;

  const fail = (error: unknown) => {
    const outcome = outcomeOf(error);
    notify.error(outcome ? outcomeKey(outcome) : NETWORK_ERROR_KEY);
  };
  const confirm = () => {
    if (!asking) return;
    const done = (count: number) => {
      setAsking(null);
      notify.success('safety:terminals.revoked', { count });
    };
    if (asking.kind === 'one') revoke.mutate(asking.item.id, { onSuccess: (a) => done(a.revoked), onError: (e) => { setAsking(null); fail(e); } });
    else revokeOthers.mutate(undefined, { onSuccess: (a) => done(a.revoked), onError: (e) => { setAsking(null); fail(e); } });
  };

  const nameOf = (item: TokenInfoItem) => item.terminalName || t('terminals.unknownTerminal');
  const columns: Column<TokenInfoItem>[] = [
    {
      id: 'terminal', header: t('terminals.terminal'), rowHeader: true,
      cell: (item) => (
        <>
          <span className="safety-wrap">{nameOf(item)}</span>
          {item.terminalType ? <span className="safety-muted"> · {item.terminalType}</span> : null}
          {item.current ? <span className="safety-current">{t('terminals.current')}</span> : null}
        </>
      ),
    },
    { id: 'os', header: t('terminals.os'), cell: (item) => item.terminalOS || '—', className: 'safety-wrap' },
    { id: 'ip', header: t('terminals.ip'), cell: (item) => item.loginIp || '—' },
    { id: 'login', header: t('terminals.loginTime'), cell: (item) => formatUnixTime(item.loginTime), className: 'safety-nowrap' },
    { id: 'expires', header: t('terminals.expiredTime'), cell: (item) => formatUnixTime(item.expiredTime), className: 'safety-nowrap' },
    {
      id: 'actions', header: t('terminals.actions'), headerHidden: true,
      cell: (item) => (item.current ? null : (
        <ActionButton
          outlined
          className="p-button-danger p-button-sm"
          data-testid="safety-revoke"
          disabled={busy}
          label={t('terminals.revoke')}
          aria-label={t('terminals.revokeNamed', { name: nameOf(item), ip: item.loginIp })}
          onClick={() => setAsking({ kind: 'one', item })}
        />
      )),
    },
  ];

  const total = tokens.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.terminals));
  if (page > pages && !tokens.isPlaceholderData && tokens.data) setPage(pages);

  return (
    <section className="safety-section" aria-labelledby="safety-terminals-title">
      <div className="safety-section-head">
        <h2 id="safety-terminals-title">{t('terminals.title')}</h2>
        <ActionButton
          outlined
          icon="pi pi-sign-out"
          data-testid="safety-revoke-others"
          disabled={busy || total <= 1}
          label={t('terminals.revokeOthers')}
          onClick={() => setAsking({ kind: 'others' })}
        />
      </div>
      <DataTable
        rows={tokens.data?.list ?? []}
        columns={columns}
        rowKey={(item) => item.id}
        label={t('terminals.caption', { total })}
        loading={tokens.isPending}
        error={tokens.isError ? {
          title: t('terminals.loadFailed'),
          outcome: outcomeOf(tokens.error) ?? { kind: 'network', messageKey: NETWORK_ERROR_KEY },
          onRetry: () => void tokens.refetch(),
          testId: 'safety-terminals-error',
        } : undefined}
        empty={t('terminals.empty')}
        testId="safety-terminals"
        rowAttributes={(item) => ({ 'data-testid': item.current ? 'safety-terminal-current' : 'safety-terminal' })}
        className="safety-table"
      />
      {pages > 1 ? (
        <nav className="safety-pager" aria-label={t('terminals.pages')}>
          <ActionButton outlined icon="pi pi-angle-left" label={t('terminals.previous')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)} />
          <span>{t('terminals.page', { page, pages })}</span>
          <ActionButton outlined icon="pi pi-angle-right" label={t('terminals.next')} disabled={page >= pages} onClick={() => setPage((p) => p + 1)} />
        </nav>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={asking.kind === 'one' ? t('terminals.confirmOneTitle') : t('terminals.confirmOthersTitle')}
          body={
            asking.kind === 'one'
              ? t('terminals.confirmOne', { name: asking.item.terminalName || t('terminals.unknownTerminal'), ip: asking.item.loginIp })
              : t('terminals.confirmOthers', { count: Math.max(0, total - 1) })
          }
          confirmLabel={t('terminals.revoke')}
          cancelLabel={t('terminals.cancel')}
          icon="pi pi-sign-out"
          busy={busy}
          testId="safety-confirm"
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
