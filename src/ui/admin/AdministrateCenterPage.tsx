// /administrateCenter: the enterprise as its manager sees it: facts, members and their roles, maintenance team,
// device groups (docs/decisions.md, issue 15). Read-only views of calls the API has; changes to the platform live
// in /backManage.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { isNotOffered } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
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

function Centre({ eid }: { eid: number }) {
  const { t } = useTranslation('admin');
  const { http } = useConsole();
  const info = useQuery(enterpriseInfoQuery(http, eid));
  const managers = useQuery(managerTeamQuery(http, eid));
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
      <Section id="members" title={t('members.title')} state={loadState(managers)} retry={() => void managers.refetch()} wide>
        {(members) =>
          members.length === 0 ? <p className="admin-muted">{t('members.empty')}</p> : (
            <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t('members.title')}>
              <table className="admin-table" data-testid="admin-members-table">
                <thead>
                  <tr><th scope="col">{t('members.name')}</th><th scope="col">{t('members.contact')}</th><th scope="col">{t('members.roles')}</th></tr>
                </thead>
                <tbody>
                  {members.map((m, i) => (
                    <tr key={m.id}>
                      <th scope="row">{m.name || t('none')}</th>
                      <td>{m.phone ? maskPhone(m.phone) : m.email || t('none')}</td>
                      <td>
                        {[i === 0 ? t('roles.manager') : t('roles.member'), maintainers.has(m.id) ? t('roles.maintainer') : null].filter(Boolean).join(t('roles.separator'))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Section>
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
