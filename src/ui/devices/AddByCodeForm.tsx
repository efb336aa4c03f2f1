import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import { BusinessCode, outcomeMessage, type Outcome } from '../../domain/resultCodes';
import { checkMachineCode, checkMachineName } from '../../domain/validation';
import type { Machine } from '../../transport/api/machine';
import type { UserGroupItem } from '../../transport/api/groups';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { TextInput } from '../common/controls/TextInput';
import { FieldRow } from './FieldRow';
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
  const [name, setName] = useState(initial?.machineName ?? '');
  const [code, setCode] = useState(initial?.machineCode ?? '');
  const [password, setPassword] = useState(initial?.machinePwd ?? '');
  const [groupId, setGroupId] = useState(DEFAULT_GROUP);
  const [errors, setErrors] = useState<{ name?: string; code?: string }>({});
  const [failure, setFailure] = useState<Outcome | undefined>();
  // The device goes on top of the cached list (useAddMachine); a refusal shows in the form.
  const add = useAddMachine(http);
  const busy = add.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const codeCheck = checkMachineCode(code.trim());
    const nameCheck = name.trim() === '' ? { ok: true as const } : checkMachineName(name.trim());
    const next = { code: codeCheck.ok ? undefined : codeCheck.error, name: nameCheck.ok ? undefined : nameCheck.error };
    setErrors(next);
    setFailure(undefined);
    if (next.code || next.name) return;
    const payload = { machineName: name.trim(), machineCode: code.trim(), machinePwd: password, machineGroupID: groupId === DEFAULT_GROUP ? '' : groupId };
    add.mutate(payload, { onSuccess: onAdded, onError: (error) => setFailure(failureOf(error)) });
  };

  const owned = failure?.kind === 'business' && failure.code === BusinessCode.AlreadyOwned;
  const message = failure ? outcomeMessage(failure) : undefined;

  return (
    <form className="device-form" onSubmit={submit} noValidate data-testid="add-by-code">
      <FieldRow id="add-code" label={t('add.code')} error={errors.code}>
        <TextInput
          id="add-code"
          data-testid="add-code"
          value={code}
          autoComplete="off"
          invalid={Boolean(errors.code)}
          aria-invalid={Boolean(errors.code)}
          aria-describedby={errors.code ? 'add-code-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
      </FieldRow>
      <FieldRow id="add-password" label={t('add.password')}>
        <PasswordInput id="add-password" data-testid="add-password" value={password} autoComplete="off" onChange={(event) => setPassword(event.target.value)} />
      </FieldRow>
      <FieldRow id="add-name" label={t('add.name')} error={errors.name}>
        <TextInput
          id="add-name"
          data-testid="add-name"
          value={name}
          placeholder={t('add.namePlaceholder')}
          invalid={Boolean(errors.name)}
          aria-invalid={Boolean(errors.name)}
          onChange={(event) => setName(event.target.value)}
        />
      </FieldRow>
      <FieldRow id="add-group" label={t('add.group')}>
        <GroupSelect id="add-group" value={groupId} groups={groups} allLabel={t('add.noGroup')} onChange={setGroupId} />
      </FieldRow>
      {message ? (
        <div className="device-form-failure" role="alert" data-testid="add-failure">
          <p>{tAny(message.key, message.values)}</p>
          {owned ? (
            <button type="button" className="p-button p-button-link device-link" data-testid="add-apply-instead" onClick={() => onApply(code.trim())}>
              {t('add.applyInstead')}
            </button>
          ) : null}
        </div>
      ) : null}
      <ActionButton type="submit" label={t('add.submit')} icon="pi pi-plus" busy={busy} data-testid="add-submit" />
    </form>
  );
}
