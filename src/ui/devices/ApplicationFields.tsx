// The fields of an application: the device password in Akey+password mode, else the kind (visit or bind), the
// remarks of a bind and the message.
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../common/controls/PasswordInput';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import type { Application } from './useApplication';

export function ApplicationFields({ application, passwordMode }: { application: Application; passwordMode: boolean }) {
  const { t } = useTranslation('devices');
  const { form, kind } = application;
  const errors = form.formState.errors;
  if (passwordMode) {
    return (
      <Field id="apply-password" className="device-field" label={t('apply.devicePassword')}>
        {(control) => (
          <>
            <p className="device-hint">{t('apply.passwordMode')}</p>
            <PasswordInput id={control.id} data-testid="apply-password" autoComplete="off" {...form.register('password')} />
          </>
        )}
      </Field>
    );
  }
  return (
    <>
      <fieldset className="device-kind">
        <legend>{t('apply.kind')}</legend>
        {(['visit', 'bind'] as const).map((value) => (
          <label key={value}>
            <input type="radio" value={value} data-testid={`apply-kind-${value}`} {...form.register('kind')} />
            {t(`apply.${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'bind' ? (
        <Field id="apply-remarks" className="device-field" label={t('apply.remarks')} error={errors.remarks} errorTestId="apply-remarks-error">
          {({ invalid, ...control }) => <TextInput {...control} data-testid="apply-remarks" invalid={invalid} {...form.register('remarks')} />}
        </Field>
      ) : null}
      <Field id="apply-message" className="device-field" label={t('apply.message')} error={errors.message} errorTestId="apply-message-error">
        {({ invalid, ...control }) => <TextInput {...control} data-testid="apply-message" invalid={invalid} {...form.register('message')} />}
      </Field>
    </>
  );
}
