import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { DataTable } from '../kit/DataTable';
import { applicantLine, sentAt } from './applicationText';
import { visitDetailsQuery } from './queries';

/** device/v1/admin/visit/detail/page: the device's visit requests, six a page. */
export function VisitDetails(props: { machineId: number }) {
  const { t } = useTranslation('authority');
  const { http } = useConsole();
  const [page, setPage] = useState(1);
  const query = useQuery(visitDetailsQuery(http, props.machineId, page));
  const data = query.isError && !query.isFetching ? 'failed' : (query.data ?? 'loading');

  if (data === 'loading') return <p className="auth-muted" role="status">{t('loading')}</p>;
  if (data === 'failed') {
    return (
      <div role="alert" className="auth-muted">
        {t('loadFailed')} <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (data.list.length === 0) return <p className="auth-muted">{t('applications.empty')}</p>;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE.visitDetails));
  return (
    <div data-testid="visit-details">
      <DataTable
        rows={data.list}
        columns={[
          { id: 'applicant', header: t('applications.applicant'), cell: (view) => applicantLine(t, view) },
          { id: 'terminal', header: t('applications.terminal'), cell: (view) => view.terminalName },
          { id: 'time', header: t('applications.time'), cell: (view) => sentAt(view) },
          { id: 'state', header: t('applications.state'), cell: (view) => t(`audit.${view.state}`) },
        ]}
        rowKey={(view) => view.id}
        label={t('tabs.visits')}
        className="auth-table"
      />
      <div className="auth-pager">
        <ActionButton label={t('page.prev')} outlined disabled={page <= 1} onClick={() => setPage((p) => p - 1)} />
        <span>{t('page.of', { page, pages })}</span>
        <ActionButton label={t('page.next')} outlined disabled={page >= pages} onClick={() => setPage((p) => p + 1)} />
      </div>
    </div>
  );
}
