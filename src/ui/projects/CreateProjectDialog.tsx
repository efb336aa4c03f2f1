import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';
import { InlineFailure } from './ProjectNotice';
import { draftErrors, ProjectFields, type ProjectDraft } from './ProjectFields';
import { useCreateProject } from './queries';

type Props = { eid: number; type: ProjectType; onClose(): void; onCreated(id: number): void };

/** project/add: the caller becomes the new project's owner. */
export function CreateProjectDialog({ eid, type, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const create = useCreateProject(http);
  const [draft, setDraft] = useState<ProjectDraft>({ name: '', description: '' });
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const errors = draftErrors(draft);
    if (errors.name || errors.description) return;
    create.mutate(
      { eid, type, name: draft.name.trim(), description: draft.description.trim() },
      {
        onSuccess: (project) => {
          notify.success('projects:create.done', { name: project.name });
          onClose();
          onCreated(project.id);
        },
      },
    );
  };

  return (
    <Dialog open title={t(`create.title.${type}`)} onClose={onClose} width="min(30rem, 95vw)" testId="project-create-dialog">
      <form className="project-form" onSubmit={submit} data-testid="project-create-form" noValidate>
        <ProjectFields draft={draft} onChange={setDraft} showErrors={tried} autoFocus />
        <InlineFailure error={create.error} testId="project-create-error" />
        <div className="project-form-actions">
          <ActionButton outlined label={t('actions.cancel')} onClick={onClose} />
          <ActionButton type="submit" icon="pi pi-check" label={t('create.submit')} busy={create.isPending} data-testid="project-create-submit" />
        </div>
      </form>
    </Dialog>
  );
}
