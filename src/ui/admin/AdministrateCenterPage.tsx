// /administrateCenter: the enterprise as its manager sees it: facts, members and their roles, maintenance team,
// device groups (docs/decisions.md, "Data centre, enterprise administration, back-office"). Read-only views of calls the API has; changes to the platform live
// in /backManage.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import type { TeamMember } from '../../domain/wire/project';
import { isNotOffered } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { DataTable, type Column } from '../kit/DataTable';
import { loadState, type LoadState } from '../data/loadState';
import { enterpriseGroupsQuery, teamQuery } from '../enterpriseDevices/queries';
import { AdminPage, EnterpriseGate } from './EnterpriseGate';
import { enterpriseInfoQuery, managerTeamQuery } from './queries';
import { SmsShareSection } from './SmsShareSection';
import './admin.css';

function Section<T>({ id, title, state, retry, children, wide }: {
  id: string; title: string; state: LoadState<T>; retry(): void; children(data: T): React.ReactNode; wide?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <section className={wide ? 'admin-card admin-wide' : 'admin-card'} aria-labelledby={`admin-${id}-title`} data-testid={`admin-${id}`}>
      <h2 id={`admin-${id}-title`}>{title}</h2>
      {state.status === 'loading' ? <PageLoading /> : null}
      {state.status === 'error' ? (
        isNotOffered(state.outcome) ? <p className="admin-muted">{t('notOffered')}</p> : <LoadError title={t('loadError')} outcome={state.outcome} onRetry={retry} testId={`admin-${id}-error`} />
      ) : null}
      {state.status === 'ready' ? children(state.data) : null}
    </section>
  );
}

/** The members and their roles: the manager first (the list's order), maintainers marked. */
function MembersSection({ eid, maintainers }: { eid: number; maintainers: ReadonlySet<number> }) {
  const { t } = useTranslation('admin');
  const { http } = useConsole();
  const managers = useQuery(managerTeamQuery(http, eid));
  const state = loadState(managers);
  const outcome = state.status === 'error' ? state.outcome : undefined;
  const first = managers.data?.[0]?.id;
  const columns: Column<TeamMember>[] = [
    { id: 'name', header: t('members.name'), cell: (m) => m.name || t('none'), rowHeader: true },
    { id: 'contact', header: t('members.contact'), cell: (m) => (m.phone ? maskPhone(m.phone) : m.email || t('none')) },
    {
      id: 'roles', header: t('members.roles'),
      cell: (m) => [m.id === first ? t('roles.manager') : t('roles.member'), maintainers.has(m.id) ? t('roles.maintainer') : null].filter(Boolean).join(t('roles.separator')),
    },
  ];
  return (
    <section className="admin-card admin-wide" aria-labelledby="admin-members-title" data-testid="admin-members">
      <h2 id="admin-members-title">{t('members.title')}</h2>
      {outcome && isNotOffered(outcome) ? <p className="admin-muted">{t('notOffered')}</p> : (
        <DataTable
          rows={state.status === 'ready' ? state.data : []}
          columns={columns}
          rowKey={(m) => m.id}
          label={t('members.title')}
          loading={state.status === 'loading'}
          error={outcome ? { title: t('loadError'), outcome, onRetry: () => void managers.refetch(), testId: 'admin-members-error' } : undefined}
          empty={t('members.empty')}
          testId="admin-members-table"
          rowTestId="admin-member"
          className="admin-table"
          maxHeight="20rem"
        />
      )}
    </section>
  );
}

function Centre({ eid }: { eid: number }) {
  const { t } = useTranslation('admin');
  const { http } = useConsole();
  const info = useQuery(enterpriseInfoQuery(http, eid));
  const team = useQuery(teamQuery(http, eid));
  const groups = useQuery(enterpriseGroupsQuery(http, eid, 1));
  const maintainers = new Set((team.data ?? []).map((p) => p.id));
  return (
    <div className="admin-grid">
      <Section id="info" title={t('info.title')} state={loadState(info)} retry={() => void info.refetch()}>
        {(data) => (
          <dl className="admin-facts">
            <dt>{t('info.name')}</dt><dd data-testid="admin-info-name">{data.name}</dd>
            <dt>{t('info.platformName')}</dt><dd>{data.platformName || t('none')}</dd>
            <dt>{t('info.members')}</dt><dd>{data.memberCount}</dd>
            <dt>{t('info.devices')}</dt><dd>{data.deviceCount}</dd>
            <dt>{t('info.projects')}</dt><dd>{data.enableProject ? t('on') : t('off')}</dd>
          </dl>
        )}
      </Section>
      <MembersSection eid={eid} maintainers={maintainers} />
      <Section id="team" title={t('team.title')} state={loadState(team)} retry={() => void team.refetch()}>
        {(people) =>
          people.length === 0 ? <p className="admin-muted">{t('team.empty')}</p> : (
            <ul className="admin-list" data-testid="admin-team-list">
              {people.map((p) => <li key={p.id}>{p.name || t('none')} <span className="admin-muted">{p.phone ? maskPhone(p.phone) : p.email}</span></li>)}
            </ul>
          )
        }
      </Section>
      <Section id="groups" title={t('groups.title')} state={loadState(groups)} retry={() => void groups.refetch()}>
        {(list) =>
          list.length === 0 ? <p className="admin-muted">{t('groups.empty')}</p> : (
            <ul className="admin-list" data-testid="admin-groups-list">
              {list.map((g) => <li key={g.groupId}>{g.name} <span className="admin-muted">{t('groups.count', { count: g.count })}</span></li>)}
            </ul>
          )
        }
      </Section>
      <SmsShareSection eid={eid} />
    </div>
  );
}

export default function AdministrateCenterPage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('centre.title')} testId="administrate-center">
      <p className="admin-intro">{t('centre.intro')}</p>
      <EnterpriseGate>{(eid) => <Centre eid={eid} />}</EnterpriseGate>
    </AdminPage>
  );
}
