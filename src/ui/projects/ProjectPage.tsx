// One project: details, members, devices and reporting. The owner edits, transfers, deletes and manages; a
// member sees the project and may quit (product.md section 6).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../domain/projects';
import type { Project, ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { ActionButton } from '../common/controls/ActionButton';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { PageLoading } from '../common/PageLoading';
import { ProjectDetails } from './ProjectDetails';
import { ProjectDevices } from './ProjectDevices';
import { ProjectMembers } from './ProjectMembers';
import { InlineFailure, ProjectNotice } from './ProjectNotice';
import { ProjectReporting } from './ProjectReporting';
import { projectQuery, useDeleteProject, useQuitProject } from './queries';

type Props = { id: number; type: ProjectType; eid: number; onBack(): void };

export function ProjectPage({ id, type, eid, onBack }: Props) {
  const { t } = useTranslation('projects');
  const { http } = useConsole();
  const project = useQuery(projectQuery(http, id));

  return (
    <section className="projects-page project-page" aria-labelledby="project-title" data-testid="project-page" data-id={id}>
      <nav className="project-back">
        <button type="button" className="link-button" data-testid="project-back" onClick={onBack}>
          <i className="pi pi-arrow-left" aria-hidden="true" />
          <span>{t(`back.${type}`)}</span>
        </button>
      </nav>
      {project.isPending ? <PageLoading /> : null}
      {project.isError ? (
        <>
          <h1 id="project-title">{t('page.title')}</h1>
          <ProjectNotice error={project.error} title={t('page.error')} onRetry={() => void project.refetch()} testId="project-error" />
        </>
      ) : null}
      {project.isSuccess ? <ProjectBody project={project.data} eid={eid} onGone={onBack} /> : null}
    </section>
  );
}

function ProjectBody({ project, eid, onGone }: { project: Project; eid: number; onGone(): void }) {
  const { t } = useTranslation('projects');
  const owner = isProjectOwner(project.limit_authority);
  return (
    <>
      <div className="projects-toolbar">
        <h1 id="project-title" className="project-title">{project.name}</h1>
        <span className={owner ? 'project-role' : 'project-role member'} data-testid="project-role">{t(owner ? 'role.owner' : 'role.member')}</span>
        <span className="toolbar-spacer" />
        <LeaveActions project={project} owner={owner} onGone={onGone} />
      </div>
      {owner ? null : <p className="projects-notice" data-testid="project-member-note">{t('page.memberNote')}</p>}
      <ProjectDetails project={project} owner={owner} />
      <ProjectMembers project={project} owner={owner} eid={eid} />
      <ProjectDevices project={project} owner={owner} />
      <ProjectReporting project={project} owner={owner} />
    </>
  );
}

/** Delete (owner) or quit (member), each after a confirmation that names what is lost. */
function LeaveActions({ project, owner, onGone }: { project: Project; owner: boolean; onGone(): void }) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const remove = useDeleteProject(http);
  const quit = useQuitProject(http);
  const [asking, setAsking] = useState(false);
  const mutation = owner ? remove : quit;

  const confirm = () => {
    const done = () => {
      notify.success(owner ? 'projects:delete.done' : 'projects:quit.done', { name: project.name });
      setAsking(false);
      onGone();
    };
    if (owner) remove.mutate(project.id, { onSuccess: done });
    else quit.mutate({ id: project.id, delUserId: Number(clientStorage().get('userId') ?? 0) }, { onSuccess: done });
  };

  return (
    <>
      <ActionButton
        className="p-button-danger"
        outlined
        icon={owner ? 'pi pi-trash' : 'pi pi-sign-out'}
        label={t(owner ? 'delete.open' : 'quit.open')}
        data-testid={owner ? 'project-delete' : 'project-quit'}
        onClick={() => {
          mutation.reset();
          setAsking(true);
        }}
      />
      {asking ? (
        <ConfirmDialog
          title={t(owner ? 'delete.title' : 'quit.title', { name: project.name })}
          body={owner
            ? t('delete.body', { name: project.name, users: project.user_length - 1, devices: project.machine_length })
            : t('quit.body', { name: project.name, owner: project.ownerName })}
          confirmLabel={t(owner ? 'delete.confirm' : 'quit.confirm')}
          cancelLabel={t('actions.cancel')}
          icon={owner ? 'pi pi-trash' : 'pi pi-sign-out'}
          busy={mutation.isPending}
          testId={owner ? 'project-delete-dialog' : 'project-quit-dialog'}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {!asking ? <InlineFailure error={mutation.error} testId="project-leave-error" /> : null}
    </>
  );
}
