// Name and remark (machine/update) and, for the owner, the audit mode (cloudSet/updateMachineInfo). Lengths are
// checked here first: an invalid value never reaches the cloud.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import { checkAlias, checkMachineName, checkPassword, checkRemark, type Check } from '../../domain/validation';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { PasswordInput } from '../common/controls/PasswordInput';
import { describedBy, FormField } from '../auth/FormField';
import { useUpdateAuditMode, useUpdateMachine } from './queries';

type Props = { detail: DeviceDetail; manager: boolean; owner: boolean; onSaved(change: Partial<DeviceDetail>): void };

const errorOf = (check: Check) => (check.ok ? undefined : check.error);

export function DetailEdit({ detail, manager, owner, onSaved }: Props) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  const [name, setName] = useState(detail.machine_name);
  const [remark, setRemark] = useState(detail.machineRemark);
  const [alias, setAlias] = useState(detail.alias);
  const [errors, setErrors] = useState<{ name?: string; alias?: string; remark?: string }>({});
  const update = useUpdateMachine(http, detail.machine_id);
  const [checkType, setCheckType] = useState<0 | 1>(detail.checkType);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const audit = useUpdateAuditMode(http, detail.machine_id);

  if (!manager) return <p className="detail-note" data-testid="detail-edit-readonly">{t('edit.managersOnly')}</p>;

  // Failures are toasted by the transport (the calls are not quiet).
  function save(event: FormEvent) {
    event.preventDefault();
    const next = { name: errorOf(checkMachineName(name)), alias: errorOf(checkAlias(alias)), remark: errorOf(checkRemark(remark)) };
    setErrors(next);
    if (next.name || next.alias || next.remark) return;
    const payload = {
      updateMachineID: detail.machine_id,
      updateMachineCode: detail.machine_code,
      updateMachineName: name.trim(),
      updateMachineRemark: remark.trim(),
      updateMachineAlias: alias.trim(),
    };
    update.mutate(payload, {
      onSuccess: () => {
        onSaved({ machine_name: payload.updateMachineName, alias: payload.updateMachineAlias, machineRemark: payload.updateMachineRemark });
        notify.success('deviceDetail:edit.saved');
      },
    });
  }

  function saveAudit(event: FormEvent) {
    event.preventDefault();
    const check = checkType === 1 ? errorOf(checkPassword(password)) : undefined;
    setPasswordError(check);
    if (check) return;
    const payload = { machineCode: detail.machine_code, machineName: detail.machine_name, checkType, password: checkType === 1 ? password : undefined };
    audit.mutate(payload, {
      onSuccess: () => {
        setPassword('');
        onSaved({ checkType, hasPasswd: checkType === 1 ? true : detail.hasPasswd });
        notify.success('deviceDetail:edit.auditSaved');
      },
    });
  }

  return (
    <div className="detail-edit">
      <form onSubmit={save} noValidate data-testid="detail-edit-form">
        <FormField id="detail-name" label={t('edit.name')} error={errors.name}>
          <TextInput id="detail-name" data-testid="detail-name" value={name} invalid={!!errors.name}
            {...describedBy('detail-name', errors.name)}
            onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField id="detail-alias" label={t('edit.alias')} error={errors.alias}>
          <TextInput id="detail-alias" data-testid="detail-alias" value={alias} invalid={!!errors.alias}
            {...describedBy('detail-alias', errors.alias)}
            onChange={(event) => setAlias(event.target.value)} />
        </FormField>
        <FormField id="detail-remark" label={t('edit.remark')} error={errors.remark}>
          <TextInput id="detail-remark" data-testid="detail-remark" value={remark} invalid={!!errors.remark}
            {...describedBy('detail-remark', errors.remark)}
            onChange={(event) => setRemark(event.target.value)} />
        </FormField>
        <ActionButton type="submit" data-testid="detail-save" icon="pi pi-check" busy={update.isPending} label={t('edit.save')} />
      </form>

      <form onSubmit={saveAudit} noValidate className="detail-audit" data-testid="detail-audit-form">
        <fieldset disabled={!owner}>
          <legend>{t('edit.auditTitle')}</legend>
          {!owner ? <p className="detail-note">{t('edit.auditOwnerOnly')}</p> : null}
          {([0, 1] as const).map((value) => (
            <label key={value} className="detail-radio">
              <input type="radio" name="checkType" value={value} checked={checkType === value}
                data-testid={`detail-checktype-${value}`} onChange={() => setCheckType(value)} />
              {t(value === 1 ? 'auditMode.password' : 'auditMode.message')}
            </label>
          ))}
          {checkType === 1 ? (
            <FormField id="detail-password" label={t('edit.password')} error={passwordError}>
              <PasswordInput id="detail-password" data-testid="detail-password" value={password}
                invalid={!!passwordError} {...describedBy('detail-password', passwordError)} onChange={(event) => setPassword(event.target.value)} />
            </FormField>
          ) : null}
          <ActionButton type="submit" data-testid="detail-save-audit" busy={audit.isPending} label={t('edit.saveAudit')}
            disabled={checkType === detail.checkType && checkType === 0} />
        </fieldset>
      </form>
    </div>
  );
}
