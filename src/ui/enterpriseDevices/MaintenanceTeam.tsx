import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { loadState } from '../data/loadState';
import { PersonnelTable } from './PersonnelTable';
import { LoadError } from '../common/LoadError';
import { teamQuery } from './queries';

/** The enterprise's maintenance team (getteammember), folded under the maintenance list's toolbar. */
export function MaintenanceTeam({ eid }: { eid: number }) {
  const { t } = useTranslation('enterprise');
  const { http } = useConsole();
  const team = useQuery(teamQuery(http, eid));
  const loaded = loadState(team);
  const state = loaded.status === 'ready' ? { status: 'ready' as const, team: loaded.data } : loaded;

  return (
    <details className="maintenance-team" data-testid="maintenance-team">
      <summary data-testid="maintenance-team-toggle">
        {state.status === 'ready' ? t('team.summary', { count: state.team.length }) : t('team.title')}
      </summary>
      {state.status === 'loading' ? <p role="status">{t('team.loading')}</p> : null}
      {state.status === 'error' ? (
        <LoadError title={t('team.error')} outcome={state.outcome} onRetry={() => void team.refetch()} testId="maintenance-team-error" outlined />
      ) : null}
      {state.status === 'ready' && state.team.length === 0 ? <p data-testid="maintenance-team-empty">{t('team.empty')}</p> : null}
      {state.status === 'ready' && state.team.length > 0 ? (
        <PersonnelTable people={state.team} caption={t('team.title')} withRole={false} testId="team-member" />
      ) : null}
    </details>
  );
}
