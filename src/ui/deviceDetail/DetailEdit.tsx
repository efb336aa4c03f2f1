// Name and remark (machine/update) and, for the owner, the audit mode (cloudSet/updateMachineInfo). Lengths are
// checked here first: an invalid value never reaches the cloud.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { detailAuditSchema, detailEditSchema } from '../../domain/forms/deviceDetail';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { PasswordInput } from '../common/controls/PasswordInput';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { useUpdateAuditMode, useUpdateMachine } from './queries';

type Props = { detail: DeviceDetail; manager: boolean; owner: boolean; onSaved(change: Partial<DeviceDetail>): void };

export function DetailEdit({ detail, manager, owner, onSaved }: Props) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  const form = useKitForm(detailEditSchema, { name: detail.machine_name, alias: detail.alias, remark: detail.machineRemark });
  const update = useUpdateMachine(http, detail.machine_id);
  const auditForm = useKitForm(detailAuditSchema, { checkType: detail.checkType, password: '' });
  const checkType = useWatch({ control: auditForm.control, name: 'checkType' });
  const audit = useUpdateAuditMode(http, detail.machine_id);
  const errors = form.formState.errors;
  const passwordError = auditForm.formState.errors.password;

  if (!manager) return <p className="detail-note" data-testid="detail-edit-readonly">{t('edit.managersOnly')}</p>;

  // Failures are toasted by the transport (the calls are not quiet).
  const save = form.handleSubmit(({ name, alias, remark }) => {
    const payload = {
      updateMachineID: detail.machine_id,
      updateMachineCode: detail.machine_code,
      updateMachineName: name,
      updateMachineRemark: remark,
      updateMachineAlias: alias,
    };
    update.mutate(payload, {
      onSuccess: () => {
        onSaved({ machine_name: payload.updateMachineName, alias: payload.updateMachineAlias, machineRemark: payload.updateMachineRemark });
        notify.success('deviceDetail:edit.saved');
      },
    });
  });

  const saveAudit = auditForm.handleSubmit(({ checkType: next, password }) => {
    const payload = { machineCode: detail.machine_code, machineName: detail.machine_name, checkType: next, password: next === 1 ? password : undefined };
    audit.mutate(payload, {
      onSuccess: () => {
        auditForm.resetField('password');
        onSaved({ checkType: next, hasPasswd: next === 1 ? true : detail.hasPasswd });
        notify.success('deviceDetail:edit.auditSaved');
      },
    });
  });

  return (
    <div className="detail-edit">
      <form onSubmit={(event) => void save(event)} noValidate data-testid="detail-edit-form">
        {(['name', 'alias', 'remark'] as const).map((field) => (
          <Field key={field} id={`detail-${field}`} className="auth-field" label={t(`edit.${field}`)} error={errors[field]}>
            {({ invalid, ...control }) => <TextInput {...control} data-testid={`detail-${field}`} invalid={invalid} {...form.register(field)} />}
          </Field>
        ))}
        <ActionButton type="submit" data-testid="detail-save" icon="pi pi-check" busy={update.isPending} label={t('edit.save')} />
      </form>

      <form onSubmit={(event) => void saveAudit(event)} noValidate className="detail-audit" data-testid="detail-audit-form">
        <fieldset disabled={!owner}>
          <legend>{t('edit.auditTitle')}</legend>
          {!owner ? <p className="detail-note">{t('edit.auditOwnerOnly')}</p> : null}
          {([0, 1] as const).map((value) => (
            <label key={value} className="detail-radio">
              <input type="radio" name="checkType" value={value} checked={checkType === value}
                data-testid={`detail-checktype-${value}`}
                onChange={() => auditForm.setValue('checkType', value, { shouldValidate: auditForm.formState.isSubmitted })} />
              {t(value === 1 ? 'auditMode.password' : 'auditMode.message')}
            </label>
          ))}
          {checkType === 1 ? (
            <Field id="detail-password" className="auth-field" label={t('edit.password')} error={passwordError}>
              {({ invalid, ...control }) => <PasswordInput {...control} data-testid="detail-password" invalid={invalid} {...auditForm.register('password')} />}
            </Field>
          ) : null}
          <ActionButton type="submit" data-testid="detail-save-audit" busy={audit.isPending} label={t('edit.saveAudit')}
            disabled={checkType === detail.checkType && checkType === 0} />
        </fieldset>
      </form>
    </div>
  );
}
