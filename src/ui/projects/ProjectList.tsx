// The enterprise's (type 1) or maintenance (type 2) projects of the caller: name, description, reporting state,
// owner, counts of users and devices, report_count; a new project from here.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../domain/projects';
import type { Project, ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { DataTable, type Column } from '../kit/DataTable';
import { CreateProjectDialog } from './CreateProjectDialog';
import { ProjectNotice, tableErrorOf } from './ProjectNotice';
import { projectListQuery } from './queries';

type Props = { eid: number; type: ProjectType; onOpen(id: number): void };

export function ProjectList({ eid, type, onOpen }: Props) {
  const { t } = useTranslation('projects');
  const { http, lang } = useConsole();
  const list = useQuery(projectListQuery(http, eid, type));
  const [creating, setCreating] = useState(false);
  const number = new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US');
  const retry = () => void list.refetch();
  const tableError = list.isError ? tableErrorOf(list.error, t('list.error'), retry, 'projects-error') : undefined;
  const columns: Column<Project>[] = [
    {
      id: 'name', header: t('list.name'), rowHeader: true, className: 'projects-name-cell',
      cell: (p) => (
        <>
          <button type="button" className="link-button" data-testid="project-open" onClick={() => onOpen(p.id)}>{p.name}</button>
          {isProjectOwner(p.limit_authority) ? <span className="project-role">{t('role.owner')}</span> : <span className="project-role member">{t('role.member')}</span>}
        </>
      ),
    },
    { id: 'description', header: t('list.description'), cell: (p) => p.description || t('none'), className: 'projects-text-cell' },
    { id: 'reporting', header: t('list.reporting'), cell: (p) => <span className={p.report_state === 1 ? 'report-badge on' : 'report-badge'}>{t(p.report_state === 1 ? 'reporting.on' : 'reporting.off')}</span> },
    { id: 'owner', header: t('list.owner'), cell: (p) => p.ownerName || t('none'), className: 'projects-text-cell' },
    { id: 'users', header: t('list.users'), cell: (p) => p.user_length, className: 'num' },
    { id: 'devices', header: t('list.devices'), cell: (p) => p.machine_length, className: 'num' },
    { id: 'reportCount', header: t('list.reportCount'), cell: (p) => number.format(p.report_count), className: 'num', cellAttributes: () => ({ 'data-testid': 'project-report-count' }) },
  ];

  return (
    <section className="projects-page" aria-labelledby="projects-title" data-testid={`projects-${type}`}>
      <div className="projects-toolbar">
        <h1 id="projects-title">{t(`title.${type}`)}</h1>
        {list.isSuccess ? <span className="projects-count" data-testid="projects-count">{t('count', { count: list.data.length })}</span> : null}
        <span className="toolbar-spacer" />
        {list.isSuccess ? <ActionButton icon="pi pi-plus" label={t('create.open')} data-testid="project-create" onClick={() => setCreating(true)} /> : null}
      </div>
      {list.isError && !tableError ? <ProjectNotice error={list.error} title={t('list.error')} onRetry={retry} testId="projects-error" /> : (
        <DataTable
          rows={list.data ?? []}
          columns={columns}
          rowKey={(p) => p.id}
          label={t(`title.${type}`)}
          caption
          loading={list.isPending}
          error={tableError}
          empty={t(`list.empty.${type}`)}
          emptyTestId="projects-empty"
          testId="projects-table"
          rowTestId="project-row"
          rowAttributes={(p) => ({ 'data-id': p.id })}
          firstStop="[data-testid=project-open]"
          className="projects-table"
        />
      )}
      {creating ? <CreateProjectDialog eid={eid} type={type} onClose={() => setCreating(false)} onCreated={onOpen} /> : null}
    </section>
  );
}
