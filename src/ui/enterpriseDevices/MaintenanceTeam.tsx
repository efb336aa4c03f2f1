import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../domain/resultCodes';
import { teamMembers, type Personnel } from '../../transport/api/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { PersonnelTable } from './PersonnelTable';
import { LoadError } from '../common/LoadError';

type TeamState = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; team: readonly Personnel[] };

/** The enterprise's maintenance team (getteammember), folded under the maintenance list's toolbar. */
export function MaintenanceTeam({ eid }: { eid: number }) {
  const { t } = useTranslation('enterprise');
  const { http } = useConsole();
  const [state, setState] = useState<TeamState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void teamMembers(http, { eid }, { quiet: true }).then((answer) => {
      if (!live) return;
      setState(answer.ok ? { status: 'ready', team: Array.isArray(answer.data) ? answer.data : [] } : { status: 'error', outcome: answer.outcome });
    });
    return () => {
      live = false;
    };
  }, [http, eid, attempt]);

  return (
    <details className="maintenance-team" data-testid="maintenance-team">
      <summary data-testid="maintenance-team-toggle">
        {state.status === 'ready' ? t('team.summary', { count: state.team.length }) : t('team.title')}
      </summary>
      {state.status === 'loading' ? <p role="status">{t('team.loading')}</p> : null}
      {state.status === 'error' ? (
        <LoadError title={t('team.error')} outcome={state.outcome} onRetry={() => setAttempt((n) => n + 1)} testId="maintenance-team-error" outlined />
      ) : null}
      {state.status === 'ready' && state.team.length === 0 ? <p data-testid="maintenance-team-empty">{t('team.empty')}</p> : null}
      {state.status === 'ready' && state.team.length > 0 ? (
        <PersonnelTable people={state.team} caption={t('team.title')} withRole={false} testId="team-member" />
      ) : null}
    </details>
  );
}
