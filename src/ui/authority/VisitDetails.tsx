import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../domain/constants';
import { visitDetails, type VisitDetailPage } from '../../transport/api/admin';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { applicantLine, sentAt } from './applicationText';

/** device/v1/admin/visit/detail/page: the device's visit requests, six a page. */
export function VisitDetails(props: { machineId: number }) {
  const { t } = useTranslation('authority');
  const { http } = useConsole();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<VisitDetailPage | 'loading' | 'failed'>('loading');
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setData('loading');
    void visitDetails(http, props.machineId, page).then((result) => {
      if (live) setData(result.ok ? result.data : 'failed');
    });
    return () => {
      live = false;
    };
  }, [http, props.machineId, page, round]);

  if (data === 'loading') return <p className="auth-muted" role="status">{t('loading')}</p>;
  if (data === 'failed') {
    return (
      <div role="alert" className="auth-muted">
        {t('loadFailed')} <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={() => setRound((n) => n + 1)} />
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
              <td>{applicantLine(view)}</td>
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
