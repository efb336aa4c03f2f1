import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { formatUnixTime } from '../../domain/time';
import type { EmailLogRow, SmsLogRow } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { emailLogQuery, smsLogQuery, type LogFilter } from './queries';

type Row = SmsLogRow | EmailLogRow;
const isSms = (row: Row): row is SmsLogRow => 'segments' in row;

/** Every SMS or e-mail attempt, newest first, 10 a page: delivered, failed (why) or not sent (why). */
export function LogPanel({ eid, kind }: { eid: number; kind: 'sms' | 'email' }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LogFilter>({});
  const sms = useQuery({ ...smsLogQuery(http, eid, page, filter), enabled: kind === 'sms' });
  const email = useQuery({ ...emailLogQuery(http, eid, page, filter), enabled: kind === 'email' });
  const log = kind === 'sms' ? sms : email;

  const content = () => {
    if (log.isPending) return <PageLoading />;
    if (log.isError) {
      const outcome = outcomeOf(log.error);
      return outcome ? <LoadError title={t('loadError.log')} outcome={outcome} onRetry={() => void log.refetch()} testId="sms-log-error" /> : null;
    }
    const { list, total } = log.data as { list: Row[]; total: number };
    if (list.length === 0) return <p className="sms-empty" data-testid="sms-log-empty">{t('log.empty')}</p>;
    return (
      <>
        <div className="sms-table-wrap" role="region" tabIndex={0} aria-label={t(kind === 'sms' ? 'tabs.smsLog' : 'tabs.emailLog')}>
          <table className="sms-table" data-testid="sms-log">
            <thead>
              <tr>
                <th scope="col">{t('log.time')}</th>
                <th scope="col">{t('log.device')}</th>
                <th scope="col">{kind === 'sms' ? t('log.phone') : t('log.email')}</th>
                <th scope="col">{t('log.content')}</th>
                {kind === 'sms' ? <th scope="col">{t('log.segments')}</th> : null}
                <th scope="col">{t('log.result')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.id} data-testid="sms-log-row" data-result={row.result} data-cause={row.cause ?? ''}>
                  <td>{formatUnixTime(row.sendTime)}</td>
                  <td className="sms-text">{row.machineName}</td>
                  <td className="sms-text">{isSms(row) ? (row.phone ? maskPhone(row.phone) : '—') : row.email ? `${row.receiverName} <${row.email}>` : '—'}</td>
                  <td className="sms-text">{row.content}</td>
                  {isSms(row) ? <td>{row.segments}</td> : null}
                  <td className={`sms-result-${row.result}`}>
                    {row.cause
                      ? t('log.resultWithCause', { result: t(`log.results.${row.result}`), cause: t(`log.causes.${row.cause}`) })
                      : t(`log.results.${row.result}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} total={total} onPage={setPage} testId="sms-log-pager" />
      </>
    );
  };

  return (
    <>
      <FilterBar eid={eid} withDevice onChange={(next) => { setFilter(next); setPage(1); }} />
      {content()}
    </>
  );
}
