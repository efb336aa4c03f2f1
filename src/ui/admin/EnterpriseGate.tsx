// What the administration pages share: an enterprise must be chosen, and the caller must be its manager
// (enterprisePermission). Anyone else gets the no-permission notice with a way back, never a dead end.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { homePath } from '../common/homePath';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { loadState } from '../data/loadState';
import { permissionQuery } from '../enterpriseDevices/queries';

export function AdminPage({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { go } = useConsole();
  return (
    <div className="admin-page" data-testid={testId}>
      <nav className="admin-back">
        <button type="button" className="admin-link" data-testid="admin-back" onClick={() => go(homePath())}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('back')}
        </button>
      </nav>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function EnterpriseGate({ children }: { children(eid: number): ReactNode }) {
  const { t } = useTranslation('admin');
  const { http } = useConsole();
  const eid = Number(clientStorage().get('eid') ?? 0);
  const query = useQuery(permissionQuery(http, eid));
  const permission = loadState(query);
  if (eid <= 0) {
    return <p className="admin-notice" role="alert" data-testid="admin-no-enterprise">{t('noEnterprise')}</p>;
  }
  if (permission.status === 'loading') return <PageLoading />;
  if (permission.status === 'error') {
    return <LoadError title={t('permissionError')} outcome={permission.outcome} onRetry={() => void query.refetch()} testId="admin-error" />;
  }
  if (permission.data.status === 'denied' || !permission.data.permission.manager) {
    return <p className="admin-notice" role="alert" data-testid="admin-no-permission">{t('noPermission')}</p>;
  }
  return <>{children(eid)}</>;
}
