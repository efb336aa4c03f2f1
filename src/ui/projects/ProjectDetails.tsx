// The project's details; the owner edits name, description and whether members may open its devices remotely.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { draftErrors, ProjectFields, type ProjectDraft } from './ProjectFields';
import { InlineFailure } from './ProjectNotice';
import { useEditProject } from './queries';

export function ProjectDetails({ project, owner }: { project: Project; owner: boolean }) {
  const { t } = useTranslation('projects');
  const { http, lang, notify } = useConsole();
  const edit = useEditProject(http);
  const [draft, setDraft] = useState<(ProjectDraft & { visits: boolean }) | null>(null);
  const [tried, setTried] = useState(false);
  const number = new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setTried(true);
    const errors = draftErrors(draft);
    if (errors.name || errors.description) return;
    edit.mutate(
      { id: project.id, name: draft.name.trim(), description: draft.description.trim(), enable_get_visit_url: draft.visits ? 1 : 0 },
      {
        onSuccess: () => {
          notify.success('projects:details.saved');
          setDraft(null);
        },
      },
    );
  };

  return (
    <section className="project-section" aria-labelledby="project-details-title" data-testid="project-details">
      <div className="project-section-head">
        <h2 id="project-details-title">{t('details.title')}</h2>
        {owner && !draft ? (
          <ActionButton outlined icon="pi pi-pencil" label={t('details.edit')} data-testid="project-edit"
            onClick={() => {
              edit.reset();
              setTried(false);
              setDraft({ name: project.name, description: project.description, visits: project.enable_get_visit_url === 1 });
            }} />
        ) : null}
      </div>
      {draft ? (
        <form className="project-form" onSubmit={submit} data-testid="project-edit-form" noValidate>
          <ProjectFields draft={draft} onChange={(next) => setDraft({ ...draft, ...next })} showErrors={tried} autoFocus />
          <label className="project-check">
            <input type="checkbox" checked={draft.visits} data-testid="project-visits" onChange={(e) => setDraft({ ...draft, visits: e.target.checked })} />
            <span>{t('details.visits')}</span>
          </label>
          <InlineFailure error={edit.error} testId="project-edit-error" />
          <div className="project-form-actions">
            <ActionButton outlined label={t('actions.cancel')} onClick={() => setDraft(null)} />
            <ActionButton type="submit" icon="pi pi-check" label={t('actions.save')} busy={edit.isPending} data-testid="project-edit-save" />
          </div>
        </form>
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
