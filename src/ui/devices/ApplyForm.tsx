import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import type { PendingApplication } from '../../transport/pendingApplications';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { Field } from '../kit/Field';
import type { Role } from './deviceRows';
import { OnlineState, useBadgeLabels } from './DeviceBadges';
import { ApplicationFields } from './ApplicationFields';
import { useApplication } from './useApplication';
import { useDeviceLookup } from './useDeviceLookup';

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
  // The lookup and the application show their failures in the form; a new search clears the application's.
  const application = useApplication(pending, { onSent, onGranted });
  const lookup = useDeviceLookup(initialCode, application.clearFailure);
  const { device, finder } = lookup;
  const busy = lookup.fetching || application.pending;

  const role = device ? roleOf(device.machineCode) : undefined;
  // Only a user who is neither Akey nor Bkey may apply (product.md section 6).
  const mayApply = device !== undefined && device.owned && role !== 'owner' && role !== 'admin';

  const shownFailure = application.failure ?? lookup.failure;
  const failureText = shownFailure === undefined ? undefined : typeof shownFailure === 'string' ? { key: shownFailure } : outcomeMessage(shownFailure);

  return (
    <div className="device-apply" data-testid="apply-form">
      <form className="device-form device-find" onSubmit={(event) => void lookup.find(event)} noValidate>
        <Field id="apply-code" className="device-field" label={t('add.code')} error={finder.formState.errors.code} errorTestId="apply-code-error">
          {({ invalid, ...control }) => (
            <div className="device-find-row">
              <TextInput {...control} data-testid="apply-code" autoComplete="off" invalid={invalid}
                {...finder.register('code', { onChange: lookup.forget })} />
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
        <form className="device-form" onSubmit={(event) => application.send(event, device)} noValidate>
          <ApplicationFields application={application} passwordMode={device.checkType === 1} />
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
