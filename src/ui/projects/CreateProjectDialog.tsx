import { useTranslation } from 'react-i18next';
import type { ProjectType } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';
import { InlineFailure } from './ProjectNotice';
import { useKitForm } from '../kit/form';
import { projectDraftSchema, ProjectFields } from './ProjectFields';
import { useCreateProject } from './queries';

type Props = { eid: number; type: ProjectType; onClose(): void; onCreated(id: number): void };

/** project/add: the caller becomes the new project's owner. */
export function CreateProjectDialog({ eid, type, onClose, onCreated }: Props) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const create = useCreateProject(http);
  const form = useKitForm(projectDraftSchema, { name: '', description: '' });

  // The schema yields the trimmed texts; nothing is sent while a rule refuses.
  const submit = form.handleSubmit(({ name, description }) => {
    if (create.isPending) return;
    create.mutate(
      { eid, type, name, description },
      {
        onSuccess: (project) => {
          notify.success('projects:create.done', { name: project.name });
          onClose();
          onCreated(project.id);
        },
      },
    );
  });

  return (
    <Dialog open title={t(`create.title.${type}`)} onClose={onClose} width="min(30rem, 95vw)" testId="project-create-dialog">
      <form className="project-form" onSubmit={(event) => void submit(event)} data-testid="project-create-form" noValidate>
        <ProjectFields form={form} autoFocus />
        <InlineFailure error={create.error} testId="project-create-error" />
        <div className="project-form-actions">
          <ActionButton outlined label={t('actions.cancel')} onClick={onClose} />
          <ActionButton type="submit" icon="pi pi-check" label={t('create.submit')} busy={create.isPending} data-testid="project-create-submit" />
        </div>
      </form>
    </Dialog>
  );
}
