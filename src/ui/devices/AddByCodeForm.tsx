import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import { addByCodeSchema } from '../../domain/forms/devices';
import { BusinessCode, outcomeMessage, type Outcome } from '../../domain/resultCodes';
import type { Machine } from '../../transport/api/machine';
import type { UserGroupItem } from '../../transport/api/groups';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { GroupSelect } from './GroupSelect';
import { failureOf } from '../data/callQuery';
import { useAddMachine } from './queries';

interface Props {
  groups: readonly UserGroupItem[];
  /** Prefilled by a scanned binding code. */
  initial?: { machineCode: string; machinePwd: string; machineName: string };
  onAdded(machine: Machine): void;
  /** The code belongs to somebody: offer the application instead. */
  onApply(machineCode: string): void;
}

/** machine/add: the device's code and password make the user its owner. */
export function AddByCodeForm({ groups, initial, onAdded, onApply }: Props) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const form = useKitForm(addByCodeSchema, {
    code: initial?.machineCode ?? '',
    password: initial?.machinePwd ?? '',
    name: initial?.machineName ?? '',
    groupId: DEFAULT_GROUP,
  });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<Outcome | undefined>();
  // The device goes on top of the cached list (useAddMachine); a refusal shows in the form.
  const add = useAddMachine(http);
  const busy = add.isPending;

  const submit = form.handleSubmit(
    ({ code, password, name, groupId }) => {
      setFailure(undefined);
      const payload = { machineName: name, machineCode: code, machinePwd: password, machineGroupID: groupId === DEFAULT_GROUP ? '' : groupId };
      add.mutate(payload, { onSuccess: onAdded, onError: (error) => setFailure(failureOf(error)) });
    },
    () => setFailure(undefined),
  );

  const owned = failure?.kind === 'business' && failure.code === BusinessCode.AlreadyOwned;
  const message = failure ? outcomeMessage(failure) : undefined;

  return (
    <form className="device-form" onSubmit={(event) => void submit(event)} noValidate data-testid="add-by-code">
      <Field id="add-code" className="device-field" label={t('add.code')} error={errors.code} errorTestId="add-code-error">
        {({ invalid, ...control }) => <TextInput {...control} data-testid="add-code" autoComplete="off" invalid={invalid} {...form.register('code')} />}
      </Field>
      <Field id="add-password" className="device-field" label={t('add.password')}>
        {(control) => <PasswordInput id={control.id} data-testid="add-password" autoComplete="off" {...form.register('password')} />}
      </Field>
      <Field id="add-name" className="device-field" label={t('add.name')} error={errors.name} errorTestId="add-name-error">
        {({ invalid, ...control }) => (
          <TextInput {...control} data-testid="add-name" placeholder={t('add.namePlaceholder')} invalid={invalid} {...form.register('name')} />
        )}
      </Field>
      <Field id="add-group" className="device-field" label={t('add.group')}>
        {(control) => (
          <Controller control={form.control} name="groupId"
            render={({ field }) => <GroupSelect id={control.id} value={field.value} groups={groups} allLabel={t('add.noGroup')} onChange={field.onChange} />} />
        )}
      </Field>
      {message ? (
        <div className="device-form-failure" role="alert" data-testid="add-failure">
          <p>{tAny(message.key, message.values)}</p>
          {owned ? (
            <button type="button" className="p-button p-button-link device-link" data-testid="add-apply-instead" onClick={() => onApply(form.getValues('code').trim())}>
              {t('add.applyInstead')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ActionButton type="submit" label={t('add.submit')} icon="pi pi-plus" busy={busy} data-testid="add-submit" />
    </form>
  );
}
