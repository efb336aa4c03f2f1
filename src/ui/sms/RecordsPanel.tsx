import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatUnixTime } from '../../domain/time';
import type { AllocationRecord, SaleRecord } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { outcomeOf } from '../data/callQuery';
import { DataTable, type Column } from '../kit/DataTable';
import { FilterBar } from './FilterBar';
import { Pager } from './Pager';
import { recordsQuery, type LogFilter } from './queries';

type Row = SaleRecord | AllocationRecord;
const isSale = (r: Row): r is SaleRecord => typeof r.operate === 'string';

/** Personal mode: recharge and refund records (v1/sms/sale-list); enterprise mode: allocation records. */
export function RecordsPanel({ eid }: { eid: number }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LogFilter>({});
  const records = useQuery(recordsQuery(http, eid, page, filter));

  const outcome = records.isError ? outcomeOf(records.error) : undefined;
  const data = records.data;
  // Personal records are sales (recharges, refunds, moves into an enterprise); an enterprise's are allocations.
  const sale = (data?.kind ?? (eid > 0 ? 'allocation' : 'sale')) === 'sale';
  const columns: Column<Row>[] = [
    { id: 'time', header: t('records.time'), cell: (r) => formatUnixTime(r.time) },
    sale
      ? { id: 'operate', header: t('records.operate'), cell: (r) => (isSale(r) ? t(`records.operates.${r.operate}`) : null) }
      : { id: 'user', header: t('records.user'), cell: (r) => (isSale(r) ? null : r.userName), className: 'sms-text' },
    { id: 'amount', header: t('records.amount'), cell: (r) => (isSale(r) ? (r.operate === 'recharge' ? `+${r.amount}` : `−${r.amount}`) : r.amount), className: 'num' },
    sale
      ? { id: 'balance', header: t('records.balance'), cell: (r) => (isSale(r) ? r.balance : null), className: 'num' }
      : { id: 'stock', header: t('records.enterpriseStock'), cell: (r) => (isSale(r) ? null : r.enterpriseStock), className: 'num' },
  ];

  return (
    <>
      <FilterBar eid={eid} withDevice={false} onChange={(next) => { setFilter(next); setPage(1); }} />
      <DataTable<Row>
        rows={data?.list ?? []}
        columns={columns}
        rowKey={(r) => r.id}
        label={t(eid > 0 ? 'tabs.allocations' : 'tabs.sales')}
        loading={records.isPending}
        error={outcome ? { title: t('loadError.records'), outcome, onRetry: () => void records.refetch(), testId: 'sms-records-error' } : undefined}
        empty={t('records.empty')}
        emptyTestId="sms-records-empty"
        testId="sms-records"
        rowTestId="sms-record-row"
        className="sms-table"
      />
      {data && data.list.length > 0 ? <Pager page={page} total={data.total} onPage={setPage} testId="sms-records-pager" /> : null}
    </>
  );
}
