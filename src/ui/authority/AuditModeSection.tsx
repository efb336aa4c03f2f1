import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { auditModeSchema } from '../../domain/forms/authority';
import type { Machine } from '../../domain/wire/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { failureOf } from '../data/callQuery';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { useAuthorityChange } from './queries';

/** The Akey's choice of audit mode (checkType 0 or 1); switching to Akey+password needs the device password. */
export function AuditModeSection(props: { machine: Machine; onChanged(): void }) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  // The device as this section last saved it: the host may refresh `machine` later.
  const [current, setCurrent] = useState<0 | 1>(props.machine.checkType);
  const form = useKitForm(auditModeSchema, { checkType: props.machine.checkType, password: '' });
  const checkType = useWatch({ control: form.control, name: 'checkType' });
  const change = useAuthorityChange(http, props.machine.machine_id);
  const busy = change.isPending;
  const changing = checkType !== current;

  const submit = form.handleSubmit(({ checkType: next, password }) => {
    const payload = { machineCode: props.machine.machine_code, machineName: props.machine.machine_name, checkType: next, password: next === 1 ? password : undefined };
    change.mutate({ kind: 'auditMode', payload }, {
      onError: (error) => notify.error(failureOf(error)),
      onSuccess: () => {
        form.reset({ checkType: next, password: '' });
        setCurrent(next);
        notify.success('authority:auditMode.changed');
        props.onChanged();
      },
    });
  });

  const choose = (value: 0 | 1) => form.setValue('checkType', value, { shouldValidate: form.formState.isSubmitted });

  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} noValidate data-testid="audit-mode-form">
      <fieldset className="auth-choices">
        <legend>{t('auditMode.title')}</legend>
        <label>
          <input type="radio" name="check-type" checked={checkType === 0} onChange={() => choose(0)} data-testid="check-type-0" /> {t('auditMode.message')}
        </label>
        <label>
          <input type="radio" name="check-type" checked={checkType === 1} onChange={() => choose(1)} data-testid="check-type-1" /> {t('auditMode.password')}
        </label>
      </fieldset>
      {checkType === 1 && changing ? (
        <Field id="audit-password" className="auth-field" label={t('auditMode.passwordLabel')} error={form.formState.errors.password} errorTestId="audit-password-error">
          {({ invalid, ...control }) => <PasswordInput {...control} invalid={invalid} data-testid="audit-password" {...form.register('password')} />}
        </Field>
      ) : null}
      <ActionButton type="submit" label={t('auditMode.save')} icon="pi pi-shield" disabled={!changing} busy={busy} data-testid="audit-mode-save" />
    </form>
  );
}
