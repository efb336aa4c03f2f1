// The project's details; the owner edits name, description and whether members may open its devices remotely.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { useKitForm } from '../kit/form';
import { projectDraftSchema, ProjectFields } from './ProjectFields';
import { InlineFailure } from './ProjectNotice';
import { useEditProject } from './queries';

export function ProjectDetails({ project, owner }: { project: Project; owner: boolean }) {
  const { t } = useTranslation('projects');
  const { http, lang } = useConsole();
  const edit = useEditProject(http);
  const [editing, setEditing] = useState(false);
  const number = new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US');

  return (
    <section className="project-section" aria-labelledby="project-details-title" data-testid="project-details">
      <div className="project-section-head">
        <h2 id="project-details-title">{t('details.title')}</h2>
        {owner && !editing ? (
          <ActionButton outlined icon="pi pi-pencil" label={t('details.edit')} data-testid="project-edit"
            onClick={() => {
              edit.reset();
              setEditing(true);
            }} />
        ) : null}
      </div>
      {editing ? (
        <DetailsForm project={project} edit={edit} onDone={() => setEditing(false)} />
      ) : (
        <dl className="project-facts">
          <dt>{t('fields.name')}</dt>
          <dd data-testid="project-name-value">{project.name}</dd>
          <dt>{t('fields.description')}</dt>
          <dd data-testid="project-description-value">{project.description || t('none')}</dd>
          <dt>{t('list.owner')}</dt>
          <dd>{project.ownerName || t('none')}</dd>
          <dt>{t('list.reportCount')}</dt>
          <dd data-testid="project-report-count">{number.format(project.report_count)}</dd>
          <dt>{t('details.visitsLabel')}</dt>
          <dd>{t(project.enable_get_visit_url === 1 ? 'details.visitsOn' : 'details.visitsOff')}</dd>
        </dl>
      )}
    </section>
  );
}

/** The owner's editor: the domain's rules refuse before any call; the schema yields the trimmed texts. */
function DetailsForm({ project, edit, onDone }: { project: Project; edit: ReturnType<typeof useEditProject>; onDone(): void }) {
  const { t } = useTranslation('projects');
  const { notify } = useConsole();
  const form = useKitForm(projectDraftSchema, { name: project.name, description: project.description });
  // The switch has no rule; it stays out of the checked draft.
  const [visits, setVisits] = useState(project.enable_get_visit_url === 1);

  const submit = form.handleSubmit(({ name, description }) => {
    if (edit.isPending) return;
    edit.mutate(
      { id: project.id, name, description, enable_get_visit_url: visits ? 1 : 0 },
      {
        onSuccess: () => {
          notify.success('projects:details.saved');
          onDone();
        },
      },
    );
  });

  return (
    <form className="project-form" onSubmit={(event) => void submit(event)} data-testid="project-edit-form" noValidate>
      <ProjectFields form={form} autoFocus />
      <label className="project-check">
        <input type="checkbox" checked={visits} data-testid="project-visits" onChange={(e) => setVisits(e.target.checked)} />
        <span>{t('details.visits')}</span>
      </label>
      <InlineFailure error={edit.error} testId="project-edit-error" />
      <div className="project-form-actions">
        <ActionButton outlined label={t('actions.cancel')} onClick={onDone} />
        <ActionButton type="submit" icon="pi pi-check" label={t('actions.save')} busy={edit.isPending} data-testid="project-edit-save" />
      </div>
    </form>
  );
}
