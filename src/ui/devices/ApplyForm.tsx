import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applySchema, machineCodeSchema } from '../../domain/forms/devices';
import { outcomeMessage, USER_MESSAGES, type Outcome } from '../../domain/resultCodes';
import type { PendingApplication } from '../../transport/pendingApplications';
import { useConsole } from '../app/runtime';
import { browserName, operatingSystem } from '../auth/terminal';
import { ActionButton } from '../common/controls/ActionButton';
import { PasswordInput } from '../common/controls/PasswordInput';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import type { Role } from './deviceRows';
import { OnlineState, useBadgeLabels } from './DeviceBadges';
import { blockedFor } from './pendingApplications';
import { useQuery } from '@tanstack/react-query';
import type { ApplyResult } from '../../domain/wire/audit';
import { failureOf } from '../data/callQuery';
import { machineLookupQuery, useApplyForDevice } from './queries';

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
  const finder = useKitForm(machineCodeSchema, { code: initialCode });
  // The code the user searched for: the lookup is a read (a query), asked again on every search.
  const [asked, setAsked] = useState<string>();
  const form = useKitForm(applySchema, { kind: 'visit', message: '', remarks: '', password: '' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
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

  const find = finder.handleSubmit(
    ({ code }) => {
      setFailure(undefined);
      if (asked === code) void lookup.refetch();
      else setAsked(code);
    },
    () => setFailure(undefined),
  );

  const role = device ? roleOf(device.machineCode) : undefined;
  // Only a user who is neither Akey nor Bkey may apply (product.md section 6).
  const mayApply = device !== undefined && device.owned && role !== 'owner' && role !== 'admin';

  const sendApplication = form.handleSubmit(({ kind, message, remarks }) => {
    if (!device) return;
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
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!device) return;
    setFailure(undefined);
    // The password is the cloud's to judge: Akey+password mode asks no rule of it (nor of the hidden fields).
    if (device.checkType === 1) {
      apply.mutate({ kind: 'password', machineId: device.machineId, password: form.getValues('password') }, { onSuccess: onGranted, onError: failed });
      return;
    }
    void sendApplication(event);
  };

  const shownFailure = failure ?? lookupFailure;
  const failureText = shownFailure === undefined ? undefined : typeof shownFailure === 'string' ? { key: shownFailure } : outcomeMessage(shownFailure);

  return (
    <div className="device-apply" data-testid="apply-form">
      <form className="device-form device-find" onSubmit={(event) => void find(event)} noValidate>
        <Field id="apply-code" className="device-field" label={t('add.code')} error={finder.formState.errors.code} errorTestId="apply-code-error">
          {({ invalid, ...control }) => (
            <div className="device-find-row">
              <TextInput {...control} data-testid="apply-code" autoComplete="off" invalid={invalid}
                {...finder.register('code', { onChange: () => setAsked(undefined) })} />
              <ActionButton type="submit" label={t('apply.find')} icon="pi pi-search" outlined busy={busy && !device} data-testid="apply-find" />
            </div>
          )}
        </Field>
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
            <Field id="apply-password" className="device-field" label={t('apply.devicePassword')}>
              {(control) => (
                <>
                  <p className="device-hint">{t('apply.passwordMode')}</p>
                  <PasswordInput id={control.id} data-testid="apply-password" autoComplete="off" {...form.register('password')} />
                </>
              )}
            </Field>
          ) : (
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
