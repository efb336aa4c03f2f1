import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeMessage, USER_MESSAGES, type Outcome } from '../../domain/resultCodes';
import { checkAlias, checkMachineCode, checkVisitMessage } from '../../domain/validation';
import type { PendingApplication } from '../../transport/pendingApplications';
import { useConsole } from '../app/runtime';
import { browserName, operatingSystem } from '../auth/terminal';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { TextInput } from '../common/controls/TextInput';
import type { Role } from './deviceRows';
import { FieldRow } from './FieldRow';
import { OnlineState, useBadgeLabels } from './DeviceBadges';
import { blockedFor } from './pendingApplications';
import { useQuery } from '@tanstack/react-query';
import type { ApplyResult } from '../../domain/wire/audit';
import { failureOf } from '../data/callQuery';
import { machineLookupQuery, useApplyForDevice } from './queries';

type Kind = 'bind' | 'visit';

interface Props {
  initialCode?: string;
  pending: readonly PendingApplication[];
  /** The user's role on a device already on the list, by code. */
  roleOf(machineCode: string): Role | undefined;
  onSent(application: PendingApplication): void;
  /** Access granted at once by the device password. */
  onGranted(): void;
  onAddInstead(machineCode: string): void;
}

/** Apply to bind or visit a device someone else owns; in Akey+password mode the password grants access at once. */
export function ApplyForm({ initialCode = '', pending, roleOf, onSent, onGranted, onAddInstead }: Props) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const labels = useBadgeLabels();
  const { http } = useConsole();
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | undefined>();
  // The code the user searched for: the lookup is a read (a query), asked again on every search.
  const [asked, setAsked] = useState<string>();
  const [kind, setKind] = useState<Kind>('visit');
  const [remarks, setRemarks] = useState('');
  const [message, setMessage] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ remarks?: string; message?: string }>({});
  const [failure, setFailure] = useState<Outcome | string | undefined>();
  // The lookup and the application show their failures in the form.
  const lookup = useQuery(machineLookupQuery(http, asked));
  const apply = useApplyForDevice(http);
  const busy = lookup.isFetching || apply.isPending;
  const failed = (error: unknown) => setFailure(failureOf(error));
  const found = lookup.isFetching ? undefined : lookup.data;
  const device = found?.exists ? found : undefined;
  const lookupFailure: Outcome | string | undefined = lookup.isFetching
    ? undefined
    : lookup.isError
      ? failureOf(lookup.error)
      : found && !found.exists
        ? 'errors:business.deviceNotFound'
        : undefined;

  const find = (event: FormEvent) => {
    event.preventDefault();
    const check = checkMachineCode(code.trim());
    setCodeError(check.ok ? undefined : check.error);
    setFailure(undefined);
    if (!check.ok) return;
    if (asked === code.trim()) void lookup.refetch();
    else setAsked(code.trim());
  };

  const role = device ? roleOf(device.machineCode) : undefined;
  // Only a user who is neither Akey nor Bkey may apply (product.md section 6).
  const mayApply = device !== undefined && device.owned && role !== 'owner' && role !== 'admin';

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!device) return;
    setFailure(undefined);
    if (device.checkType === 1) {
      apply.mutate({ kind: 'password', machineId: device.machineId, password }, { onSuccess: onGranted, onError: failed });
      return;
    }
    const messageCheck = checkVisitMessage(message);
    const remarksCheck = kind === 'bind' ? checkAlias(remarks) : { ok: true as const };
    const next = { message: messageCheck.ok ? undefined : messageCheck.error, remarks: remarksCheck.ok ? undefined : remarksCheck.error };
    setErrors(next);
    if (next.message || next.remarks) return;
    if (blockedFor(pending, device.machineCode, kind, Date.now()) > 0) {
      setFailure(USER_MESSAGES.visitTooFrequent);
      return;
    }
    const { machineId, machineCode } = device;
    const application =
      kind === 'visit'
        ? { kind, machineId, message, terminalName: `${browserName(navigator.userAgent)} (${operatingSystem(navigator.userAgent, navigator.platform)})` }
        : { kind, machineId, message, remarks };
    apply.mutate(application, {
      onError: failed,
      onSuccess: (answer) => onSent({ applicationId: (answer as ApplyResult).applicationId, machineId, machineCode, kind, sentAt: Date.now() }),
    });
  };

  const shownFailure = failure ?? lookupFailure;
  const failureText = shownFailure === undefined ? undefined : typeof shownFailure === 'string' ? { key: shownFailure } : outcomeMessage(shownFailure);

  return (
    <div className="device-apply" data-testid="apply-form">
      <form className="device-form device-find" onSubmit={(event) => void find(event)} noValidate>
        <FieldRow id="apply-code" label={t('add.code')} error={codeError}>
          <div className="device-find-row">
            <TextInput
              id="apply-code"
              data-testid="apply-code"
              value={code}
              autoComplete="off"
              invalid={Boolean(codeError)}
              aria-invalid={Boolean(codeError)}
              onChange={(event) => {
                setCode(event.target.value);
                setAsked(undefined);
              }}
            />
            <ActionButton type="submit" label={t('apply.find')} icon="pi pi-search" outlined busy={busy && !device} data-testid="apply-find" />
          </div>
        </FieldRow>
      </form>

      {device ? (
        <div className="device-found" data-testid="apply-device">
          <code>{device.machineCode}</code> <OnlineState online={device.online} labels={labels} />
          {!device.owned ? (
            <p>
              {t('apply.unowned')}{' '}
              <button type="button" className="p-button p-button-link device-link" onClick={() => onAddInstead(device.machineCode)}>
                {t('apply.addInstead')}
              </button>
            </p>
          ) : null}
          {device.owned && !mayApply ? (
            <p role="alert" data-testid="apply-not-allowed">
              {t(role === 'owner' ? 'apply.youOwn' : 'apply.youAdmin')}
            </p>
          ) : null}
        </div>
      ) : null}

      {mayApply && device ? (
        <form className="device-form" onSubmit={(event) => void send(event)} noValidate>
          {device.checkType === 1 ? (
            <FieldRow id="apply-password" label={t('apply.devicePassword')}>
              <p className="device-hint">{t('apply.passwordMode')}</p>
              <PasswordInput id="apply-password" data-testid="apply-password" value={password} autoComplete="off" onChange={(event) => setPassword(event.target.value)} />
            </FieldRow>
          ) : (
            <>
              <fieldset className="device-kind">
                <legend>{t('apply.kind')}</legend>
                {(['visit', 'bind'] as const).map((value) => (
                  <label key={value}>
                    <input type="radio" name="apply-kind" value={value} data-testid={`apply-kind-${value}`} checked={kind === value} onChange={() => setKind(value)} />
                    {t(`apply.${value}`)}
                  </label>
                ))}
              </fieldset>
              {kind === 'bind' ? (
                <FieldRow id="apply-remarks" label={t('apply.remarks')} error={errors.remarks}>
                  <TextInput id="apply-remarks" data-testid="apply-remarks" value={remarks} invalid={Boolean(errors.remarks)} onChange={(event) => setRemarks(event.target.value)} />
                </FieldRow>
              ) : null}
              <FieldRow id="apply-message" label={t('apply.message')} error={errors.message}>
                <TextInput
                  id="apply-message"
                  data-testid="apply-message"
                  value={message}
                  invalid={Boolean(errors.message)}
                  aria-invalid={Boolean(errors.message)}
                  onChange={(event) => setMessage(event.target.value)}
                />
              </FieldRow>
            </>
          )}
          <ActionButton type="submit" label={t(device.checkType === 1 ? 'apply.unlock' : 'apply.send')} icon="pi pi-send" busy={busy} data-testid="apply-send" />
        </form>
      ) : null}

      {failureText ? (
        <p className="p-error device-form-failure" role="alert" data-testid="apply-failure">
          {tAny(failureText.key, failureText.values)}
        </p>
      ) : null}
    </div>
  );
}
