import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../domain/time';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { recordsQuery, type LogFilter } from './queries';

/** Personal mode: recharge and refund records (v1/sms/sale-list); enterprise mode: allocation records. */
export function RecordsPanel({ eid }: { eid: number }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LogFilter>({});
  const records = useQuery(recordsQuery(http, eid, page, filter));

  const content = () => {
    if (records.isPending) return <PageLoading />;
    if (records.isError) {
      const outcome = outcomeOf(records.error);
      return outcome ? <LoadError title={t('loadError.records')} outcome={outcome} onRetry={() => void records.refetch()} testId="sms-records-error" /> : null;
    }
    const data = records.data;
    if (data.list.length === 0) return <p className="sms-empty" data-testid="sms-records-empty">{t('records.empty')}</p>;
    return (
      <>
        <div className="sms-table-wrap" role="region" tabIndex={0} aria-label={t(eid > 0 ? 'tabs.allocations' : 'tabs.sales')}>
          <table className="sms-table" data-testid="sms-records">
            <thead>
              <tr>
                <th scope="col">{t('records.time')}</th>
                <th scope="col">{data.kind === 'sale' ? t('records.operate') : t('records.user')}</th>
                <th scope="col">{t('records.amount')}</th>
                <th scope="col">{data.kind === 'sale' ? t('records.balance') : t('records.enterpriseStock')}</th>
              </tr>
            </thead>
            <tbody>
              {data.kind === 'sale'
                ? data.list.map((r) => (
                    <tr key={r.id} data-testid="sms-record-row">
                      <td>{formatUnixTime(r.time)}</td>
                      <td>{t(`records.operates.${r.operate}`)}</td>
                      <td>{r.operate === 'recharge' ? `+${r.amount}` : `−${r.amount}`}</td>
                      <td>{r.balance}</td>
                    </tr>
                  ))
                : data.list.map((r) => (
                    <tr key={r.id} data-testid="sms-record-row">
                      <td>{formatUnixTime(r.time)}</td>
                      <td className="sms-text">{r.userName}</td>
                      <td>{r.amount}</td>
                      <td>{r.enterpriseStock}</td>
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} total={data.total} onPage={setPage} testId="sms-records-pager" />
      </>
    );
  };

  return (
    <>
      <FilterBar eid={eid} withDevice={false} onChange={(next) => { setFilter(next); setPage(1); }} />
      {content()}
    </>
  );
}
