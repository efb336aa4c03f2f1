// The name (1 to 20 characters) and description (at most 50) of a project, on the kit's form hook with the
// domain's schema; used by the create dialog and the details editor. The limits come from the domain, never from
// the texts. Each field shows its counter until a rule refuses it, then the rule's message.
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { projectDraftSchema } from '../../domain/formSchemas';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../../domain/validation';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import type { KitForm } from '../kit/form';

export { projectDraftSchema };

type Props = { form: KitForm<typeof projectDraftSchema>; autoFocus?: boolean };

export function ProjectFields({ form, autoFocus }: Props) {
  const { t } = useTranslation(['projects', 'validation']);
  const id = useId();
  const [name, description] = useWatch({ control: form.control, name: ['name', 'description'] });
  const { errors } = form.formState;
  const count = (text: string) => [...text].length;
  return (
    <div className="project-fields">
      <Field id={`${id}-name`} className="project-field" label={t('fields.name')} error={errors.name}>
        {({ invalid, ...control }) => (
          <>
            <TextInput {...control} aria-describedby={control['aria-describedby'] ?? `${id}-name-help`} data-testid="project-name"
              autoFocus={autoFocus} invalid={invalid} {...form.register('name')} />
            {invalid ? null : <small id={`${id}-name-help`} className="project-help">{t('fields.counter', { count: count(name), max: PROJECT_NAME_MAX })}</small>}
          </>
        )}
      </Field>
      <Field id={`${id}-description`} className="project-field" label={t('fields.description')} error={errors.description}>
        {({ invalid, ...control }) => (
          <>
            <textarea {...control} aria-describedby={control['aria-describedby'] ?? `${id}-description-help`} data-testid="project-description"
              className={`p-inputtext p-component ctl-input project-textarea${invalid ? ' p-invalid' : ''}`} rows={2} {...form.register('description')} />
            {invalid ? null : (
              <small id={`${id}-description-help`} className="project-help">{t('fields.counter', { count: count(description), max: PROJECT_DESCRIPTION_MAX })}</small>
            )}
          </>
        )}
      </Field>
    </div>
  );
}
