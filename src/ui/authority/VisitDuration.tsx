// How long a visitor may use the device: forever, or a custom time of at least MIN_VISIT_MINUTES
// (checkVisitExpiry). Setting a visitor's time and approving an application ask the same question.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_VISIT_MINUTES } from '../../domain/constants';
import { visitDurationSchema } from '../../domain/forms/authority';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { useKitForm, type KitForm } from '../kit/form';

export type VisitDurationForm = KitForm<typeof visitDurationSchema>;

/** The duration's form state; its `handleSubmit` hands on the choice (forever or whole minutes) once the rule agrees. */
export function useVisitDuration(): VisitDurationForm {
  return useKitForm(visitDurationSchema, { forever: true, minutes: String(MIN_VISIT_MINUTES) });
}

/** Test ids: `<testId>-forever`, `<testId>-custom`, `<testId>-minutes`. */
export function VisitDurationField({ form, legend, testId }: { form: VisitDurationForm; legend?: string; testId: string }) {
  const { t } = useTranslation('authority');
  const forever = useWatch({ control: form.control, name: 'forever' });
  const choose = (value: boolean) => form.setValue('forever', value, { shouldValidate: form.formState.isSubmitted });
  return (
    <fieldset className="auth-choices">
      {legend ? <legend>{legend}</legend> : null}
      <label>
        <input type="radio" name={`${testId}-mode`} checked={forever} onChange={() => choose(true)} data-testid={`${testId}-forever`} />{' '}
        {t('visitDialog.forever')}
      </label>
      <label>
        <input type="radio" name={`${testId}-mode`} checked={!forever} onChange={() => choose(false)} data-testid={`${testId}-custom`} />{' '}
        {t('visitDialog.custom')}
      </label>
      {!forever ? (
        <Field id={`${testId}-minutes`} className="auth-field" label={t('visitDialog.minutes')} error={form.formState.errors.minutes}>
          {({ invalid, ...control }) => (
            <TextInput {...control} type="number" min={MIN_VISIT_MINUTES} invalid={invalid} data-testid={`${testId}-minutes`} {...form.register('minutes')} />
          )}
        </Field>
      ) : null}
    </fieldset>
  );
}
