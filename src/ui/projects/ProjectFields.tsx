// The name (1 to 20 characters) and description (at most 50) of a project, checked as the user types; used by
// the create dialog and the details editor. The limits come from the domain, never from the texts.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProjectDescription, checkProjectName } from '../../domain/projects';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../../domain/validation';
import { TextInput } from '../common/controls/TextInput';

export type ProjectDraft = { name: string; description: string };

/** The first problem of a draft (a validation: key), or undefined. */
export function draftErrors(draft: ProjectDraft): { name?: string; description?: string } {
  const name = checkProjectName(draft.name);
  const description = checkProjectDescription(draft.description);
  return { name: name.ok ? undefined : name.error, description: description.ok ? undefined : description.error };
}

type Props = { draft: ProjectDraft; onChange(draft: ProjectDraft): void; showErrors: boolean; autoFocus?: boolean };

export function ProjectFields({ draft, onChange, showErrors, autoFocus }: Props) {
  const { t } = useTranslation(['projects', 'validation']);
  const id = useId();
  const errors = showErrors ? draftErrors(draft) : {};
  const count = (text: string) => [...text].length;
  return (
    <div className="project-fields">
      <div className="project-field">
        <label htmlFor={`${id}-name`}>{t('fields.name')}</label>
        <TextInput
          id={`${id}-name`}
          data-testid="project-name"
          value={draft.name}
          autoFocus={autoFocus}
          invalid={errors.name !== undefined}
          aria-invalid={errors.name !== undefined}
          aria-describedby={`${id}-name-help`}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
        <small id={`${id}-name-help`} className={errors.name ? 'p-error' : 'project-help'} role={errors.name ? 'alert' : undefined}>
          {errors.name ? t(errors.name) : t('fields.counter', { count: count(draft.name), max: PROJECT_NAME_MAX })}
        </small>
      </div>
      <div className="project-field">
        <label htmlFor={`${id}-description`}>{t('fields.description')}</label>
        <textarea
          id={`${id}-description`}
          data-testid="project-description"
          className={`p-inputtext p-component ctl-input project-textarea${errors.description ? ' p-invalid' : ''}`}
          rows={2}
          value={draft.description}
          aria-invalid={errors.description !== undefined}
          aria-describedby={`${id}-description-help`}
          onChange={(e) => onChange({ ...draft, description: e.target.value })}
        />
        <small id={`${id}-description-help`} className={errors.description ? 'p-error' : 'project-help'} role={errors.description ? 'alert' : undefined}>
          {errors.description ? t(errors.description) : t('fields.counter', { count: count(draft.description), max: PROJECT_DESCRIPTION_MAX })}
        </small>
      </div>
    </div>
  );
}
