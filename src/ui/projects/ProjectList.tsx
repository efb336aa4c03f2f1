// The enterprise's (type 1) or maintenance (type 2) projects of the caller: name, description, reporting state,
// owner, counts of users and devices, report_count; a new project from here.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../domain/projects';
import type { ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { PageLoading } from '../common/PageLoading';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectNotice } from './ProjectNotice';
import { projectListQuery } from './queries';

type Props = { eid: number; type: ProjectType; onOpen(id: number): void };

export function ProjectList({ eid, type, onOpen }: Props) {
  const { t } = useTranslation('projects');
  const { http, lang } = useConsole();
  const list = useQuery(projectListQuery(http, eid, type));
  const [creating, setCreating] = useState(false);
  const number = new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US');

  return (
    <section className="projects-page" aria-labelledby="projects-title" data-testid={`projects-${type}`}>
      <div className="projects-toolbar">
        <h1 id="projects-title">{t(`title.${type}`)}</h1>
        {list.isSuccess ? <span className="projects-count" data-testid="projects-count">{t('count', { count: list.data.length })}</span> : null}
        <span className="toolbar-spacer" />
        {list.isSuccess ? <ActionButton icon="pi pi-plus" label={t('create.open')} data-testid="project-create" onClick={() => setCreating(true)} /> : null}
      </div>
      {list.isPending ? <PageLoading /> : null}
      {list.isError ? <ProjectNotice error={list.error} title={t('list.error')} onRetry={() => void list.refetch()} testId="projects-error" /> : null}
      {list.isSuccess && list.data.length === 0 ? <p className="projects-empty" data-testid="projects-empty">{t(`list.empty.${type}`)}</p> : null}
      {list.isSuccess && list.data.length > 0 ? (
        <div className="projects-table-wrap" role="region" tabIndex={0} aria-label={t(`title.${type}`)}>
          <table className="projects-table" data-testid="projects-table">
            <caption className="visually-hidden">{t(`title.${type}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('list.name')}</th>
                <th scope="col">{t('list.description')}</th>
                <th scope="col">{t('list.reporting')}</th>
                <th scope="col">{t('list.owner')}</th>
                <th scope="col" className="num">{t('list.users')}</th>
                <th scope="col" className="num">{t('list.devices')}</th>
                <th scope="col" className="num">{t('list.reportCount')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((p) => (
                <tr key={p.id} data-testid="project-row" data-id={p.id}>
                  <td className="projects-name-cell">
                    <button type="button" className="link-button" data-testid="project-open" onClick={() => onOpen(p.id)}>{p.name}</button>
                    {isProjectOwner(p.limit_authority) ? <span className="project-role">{t('role.owner')}</span> : <span className="project-role member">{t('role.member')}</span>}
                  </td>
                  <td className="projects-text-cell">{p.description || t('none')}</td>
                  <td><span className={p.report_state === 1 ? 'report-badge on' : 'report-badge'}>{t(p.report_state === 1 ? 'reporting.on' : 'reporting.off')}</span></td>
                  <td className="projects-text-cell">{p.ownerName || t('none')}</td>
                  <td className="num">{p.user_length}</td>
                  <td className="num">{p.machine_length}</td>
                  <td className="num" data-testid="project-report-count">{number.format(p.report_count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {creating ? <CreateProjectDialog eid={eid} type={type} onClose={() => setCreating(false)} onCreated={onOpen} /> : null}
    </section>
  );
}
