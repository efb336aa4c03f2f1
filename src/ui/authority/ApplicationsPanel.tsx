import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { answerLines, applicantLine, sentAt } from './applicationText';
import { loadState } from '../data/loadState';
import { applicationsQuery } from './queries';

/** The audit process of the device (v1/devices/auditProcess): its applications and where each stands. */
export function ApplicationsPanel(props: { machineId: number; onReview(applicationId: number): void }) {
  const { t } = useTranslation('authority');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const query = useQuery(applicationsQuery(http, { machineID: props.machineId }));
  const state = loadState(query);
  const load = state.status === 'ready' ? { status: 'ready' as const, list: state.data } : state.status === 'error' ? { status: 'failed' as const, outcome: state.outcome } : state;

  if (load.status === 'loading') return <p className="auth-muted" role="status">{t('loading')}</p>;
  if (load.status === 'failed') {
    return (
      <div role="alert" className="auth-muted">
        {tAny(load.outcome.kind === 'ok' ? 'authority:loadFailed' : load.outcome.messageKey)}{' '}
        <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={() => void query.refetch()} />
      </div>
    );
  }
  if (load.list.length === 0) return <p className="auth-muted">{t('applications.empty')}</p>;
  return (
    <ul className="auth-applications" data-testid="applications">
      {load.list.map((view) => (
        <li key={view.id} data-testid={`application-${view.id}`} data-state={view.state}>
          <strong>{t(`kind.${view.kind}`)}</strong> · {applicantLine(t, view)} · {sentAt(view)}
          <div>
            {t('applications.state')}: <span data-testid="application-state">{t(`audit.${view.state}`)}</span>
            {view.message !== '' ? ` · ${t('applications.message')}: ${view.message}` : ''}
          </div>
          {answerLines(t, view).map((line) => (
            <div key={line} className="auth-muted">{line}</div>
          ))}
          {view.canAnswer ? (
            <ActionButton label={t('applications.open')} icon="pi pi-check-square" className="p-button-sm" onClick={() => props.onReview(view.id)} data-testid={`review-${view.id}`} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
