// The share of the enterprise's SMS stock each member holds (msg/v1/ent/sms/user/stock per member), beside the
// stock not yet allocated. Allocation itself has no call in the spec; the SMS screens explain the stock.
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isNotOffered } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
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
  return (
    <section className="admin-card admin-wide" aria-labelledby="admin-sms-title" data-testid="admin-sms">
      <h2 id="admin-sms-title">{t('sms.title')}</h2>
      {state.status === 'loading' || stocks.some((s) => s.isPending) ? <PageLoading /> : null}
      {state.status === 'error' ? <p className="admin-muted">{t('notOffered')}</p> : null}
      {outcome ? (
        isNotOffered(outcome) ? <p className="admin-muted">{t('notOffered')}</p> : (
          <LoadError title={t('loadError')} outcome={outcome} onRetry={() => stocks.forEach((s) => void s.refetch())} testId="admin-sms-error" />
        )
      ) : null}
      {state.status === 'ready' && !outcome && stocks.every((s) => s.data) ? (
        <>
          <p className="admin-muted" data-testid="admin-sms-pool">{t('sms.pool', { pool: pool ?? 0, allocated })}</p>
          <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('sms.title')}>
            <table className="admin-table" data-testid="admin-sms-table">
              <thead>
                <tr><th scope="col">{t('members.name')}</th><th scope="col">{t('sms.stock')}</th><th scope="col">{t('sms.share')}</th></tr>
              </thead>
              <tbody>
                {list.map((m, i) => {
                  const stock = stocks[i]?.data?.stock ?? 0;
                  const total = allocated + (pool ?? 0);
                  return (
                    <tr key={m.id}>
                      <th scope="row">{m.name || t('none')}</th>
                      <td>{stock}</td>
                      <td>{total > 0 ? `${Math.round((stock / total) * 1000) / 10}%` : t('none')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
