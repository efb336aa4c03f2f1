import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { formatUnixTime } from '../../domain/time';
import type { EmailLogRow, SmsLogRow } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { outcomeOf } from '../data/callQuery';
import { DataTable, type Column } from '../kit/DataTable';
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

  const outcome = log.isError ? outcomeOf(log.error) : undefined;
  const data: { list: Row[]; total: number } | undefined = kind === 'sms' ? sms.data : email.data;
  const columns: Column<Row>[] = [
    { id: 'time', header: t('log.time'), cell: (row) => formatUnixTime(row.sendTime) },
    { id: 'device', header: t('log.device'), cell: (row) => row.machineName, className: 'sms-text' },
    {
      id: 'to',
      header: kind === 'sms' ? t('log.phone') : t('log.email'),
      cell: (row) => (isSms(row) ? (row.phone ? maskPhone(row.phone) : '—') : row.email ? `${row.receiverName} <${row.email}>` : '—'),
      className: 'sms-text',
    },
    { id: 'content', header: t('log.content'), cell: (row) => row.content, className: 'sms-text' },
    ...(kind === 'sms' ? [{ id: 'segments', header: t('log.segments'), cell: (row: Row) => (isSms(row) ? row.segments : null), className: 'num' }] : []),
    {
      id: 'result',
      header: t('log.result'),
      cell: (row) =>
        row.cause ? t('log.resultWithCause', { result: t(`log.results.${row.result}`), cause: t(`log.causes.${row.cause}`) }) : t(`log.results.${row.result}`),
      cellClass: (row) => `sms-result-${row.result}`,
    },
  ];

  return (
    <>
      <FilterBar eid={eid} withDevice onChange={(next) => { setFilter(next); setPage(1); }} />
      <DataTable
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(row) => row.id}
        label={t(kind === 'sms' ? 'tabs.smsLog' : 'tabs.emailLog')}
        loading={log.isPending}
        error={outcome ? { title: t('loadError.log'), outcome, onRetry: () => void log.refetch(), testId: 'sms-log-error' } : undefined}
        empty={t('log.empty')}
        emptyTestId="sms-log-empty"
        testId="sms-log"
        rowTestId="sms-log-row"
        rowAttributes={(row) => ({ 'data-result': row.result, 'data-cause': row.cause ?? '' })}
        className="sms-table"
      />
      {data && data.list.length > 0 ? <Pager page={page} total={data.total} onPage={setPage} testId="sms-log-pager" /> : null}
    </>
  );
}
