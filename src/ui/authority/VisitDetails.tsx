import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
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
      <table className="auth-table">
        <thead>
          <tr>
            <th scope="col">{t('applications.applicant')}</th>
            <th scope="col">{t('applications.terminal')}</th>
            <th scope="col">{t('applications.time')}</th>
            <th scope="col">{t('applications.state')}</th>
          </tr>
        </thead>
        <tbody>
          {data.list.map((view) => (
            <tr key={view.id}>
              <td>{applicantLine(t, view)}</td>
              <td>{view.terminalName}</td>
              <td>{sentAt(view)}</td>
              <td>{t(`audit.${view.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="auth-pager">
        <ActionButton label={t('page.prev')} outlined disabled={page <= 1} onClick={() => setPage((p) => p - 1)} />
        <span>{t('page.of', { page, pages })}</span>
        <ActionButton label={t('page.next')} outlined disabled={page >= pages} onClick={() => setPage((p) => p + 1)} />
      </div>
    </div>
  );
}
