// The share of the enterprise's SMS stock each member holds (msg/v1/ent/sms/user/stock per member), beside the
// stock not yet allocated. Allocation itself has no call in the spec; the SMS screens explain the stock.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotOffered } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import type { TeamMember } from '../../domain/wire/project';
import { DataTable, type Column } from '../kit/DataTable';
import { loadState } from '../data/loadState';
import { outcomeOf } from '../data/callQuery';
import { memberStockQuery } from '../sms/queries';
import { managerTeamQuery } from './queries';

export function SmsShareSection({ eid }: { eid: number }) {
  const { t } = useTranslation('admin');
  const { http } = useConsole();
  const members = useQuery(managerTeamQuery(http, eid));
  const list = members.data ?? [];
  const stocks = useQueries({ queries: list.map((m) => memberStockQuery(http, eid, m.id)) });
  const state = loadState(members);
  const failed = stocks.find((s) => s.isError);
  const outcome = failed ? outcomeOf(failed.error) : undefined;
  const pool = stocks.find((s) => s.data)?.data?.enterpriseStock;
  const allocated = stocks.reduce((sum, s) => sum + (s.data?.stock ?? 0), 0);
  const ready = state.status === 'ready' && !outcome && stocks.every((s) => s.data);
  const total = allocated + (pool ?? 0);
  const stockOf = (m: TeamMember) => stocks[list.indexOf(m)]?.data?.stock ?? 0;
  const columns: Column<TeamMember>[] = [
    { id: 'name', header: t('members.name'), cell: (m) => m.name || t('none'), rowHeader: true },
    { id: 'stock', header: t('sms.stock'), cell: stockOf, className: 'num' },
    { id: 'share', header: t('sms.share'), cell: (m) => (total > 0 ? `${Math.round((stockOf(m) / total) * 1000) / 10}%` : t('none')), className: 'num' },
  ];
  return (
    <section className="admin-card admin-wide" aria-labelledby="admin-sms-title" data-testid="admin-sms">
      <h2 id="admin-sms-title">{t('sms.title')}</h2>
      {state.status === 'error' || (outcome && isNotOffered(outcome)) ? <p className="admin-muted">{t('notOffered')}</p> : (
        <>
          {ready ? <p className="admin-muted" data-testid="admin-sms-pool">{t('sms.pool', { pool: pool ?? 0, allocated })}</p> : null}
          <DataTable
            rows={ready ? list : []}
            columns={columns}
            rowKey={(m) => m.id}
            label={t('sms.title')}
            loading={!outcome && !ready}
            error={outcome ? { title: t('loadError'), outcome, onRetry: () => stocks.forEach((s) => void s.refetch()), testId: 'admin-sms-error' } : undefined}
            testId="admin-sms-table"
            rowTestId="admin-sms-member"
            className="admin-table"
            maxHeight="20rem"
          />
        </>
      )}
    </section>
  );
}
