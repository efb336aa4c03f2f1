import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Machine } from '../../domain/wire/machine';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { failureOf } from '../data/callQuery';
import { useAuthorityChange } from './queries';

/** The Akey's choice of audit mode (checkType 0 or 1); switching to Akey+password needs the device password. */
export function AuditModeSection(props: { machine: Machine; onChanged(): void }) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  // The device as this section last saved it: the host may refresh `machine` later.
  const [current, setCurrent] = useState<0 | 1>(props.machine.checkType);
  const [checkType, setCheckType] = useState<0 | 1>(props.machine.checkType);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const change = useAuthorityChange(http, props.machine.machine_id);
  const busy = change.isPending;
  const changing = checkType !== current;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checkType === 1 && password === '') return setError(t('auditMode.passwordRequired'));
    const payload = { machineCode: props.machine.machine_code, machineName: props.machine.machine_name, checkType, password: checkType === 1 ? password : undefined };
    change.mutate({ kind: 'auditMode', payload }, {
      onError: (error) => notify.error(failureOf(error)),
      onSuccess: () => {
        setPassword('');
        setCurrent(checkType);
        notify.success('authority:auditMode.changed');
        props.onChanged();
      },
    });
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="audit-mode-form">
      <fieldset className="auth-choices">
        <legend>{t('auditMode.title')}</legend>
        <label>
          <input type="radio" name="check-type" checked={checkType === 0} onChange={() => setCheckType(0)} data-testid="check-type-0" /> {t('auditMode.message')}
        </label>
        <label>
          <input type="radio" name="check-type" checked={checkType === 1} onChange={() => setCheckType(1)} data-testid="check-type-1" /> {t('auditMode.password')}
        </label>
      </fieldset>
      {checkType === 1 && changing ? (
        <label className="auth-field">
          <span>{t('auditMode.passwordLabel')}</span>
          <PasswordInput
            value={password}
            invalid={error !== undefined}
            aria-invalid={error !== undefined}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            data-testid="audit-password"
          />
        </label>
      ) : null}
      {error ? <small className="p-error" role="alert" data-testid="audit-password-error">{error}</small> : null}
      <ActionButton type="submit" label={t('auditMode.save')} icon="pi pi-shield" disabled={!changing} busy={busy} data-testid="audit-mode-save" />
    </form>
  );
}
