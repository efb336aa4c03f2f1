// Applying for a found device: to visit or to bind it, or (in Akey+password mode) its password, which grants access
// at once. An application within the waiting time of the last one to the same device is refused before any call.
import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { applySchema } from '../../domain/forms/devices';
import { USER_MESSAGES, type Outcome } from '../../domain/resultCodes';
import type { PendingApplication } from '../../transport/pendingApplications';
import { useConsole } from '../app/runtime';
import { browserName, operatingSystem } from '../auth/terminal';
import { failureOf } from '../data/callQuery';
import { useKitForm } from '../kit/form';
import { blockedFor } from './pendingApplications';
import { useApplyForDevice } from './queries';

interface AppliedDevice {
  machineId: number;
  machineCode: string;
  checkType: number;
}

interface Handlers {
  onSent(application: PendingApplication): void;
  onGranted(): void;
}

export function useApplication(pending: readonly PendingApplication[], { onSent, onGranted }: Handlers) {
  const { http } = useConsole();
  const form = useKitForm(applySchema, { kind: 'visit', message: '', remarks: '', password: '' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [failure, setFailure] = useState<Outcome | string | undefined>();
  const apply = useApplyForDevice(http);
  const failed = (error: unknown) => setFailure(failureOf(error));

  const sendApplication = (device: AppliedDevice) => form.handleSubmit(({ kind, message, remarks }) => {
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
      onSuccess: (answer) => onSent({ applicationId: answer.applicationId, machineId, machineCode, kind, sentAt: Date.now() }),
    });
  });

  const send = (event: FormEvent, device: AppliedDevice | undefined) => {
    event.preventDefault();
    if (!device) return;
    setFailure(undefined);
    // The password is the cloud's to judge: Akey+password mode asks no rule of it (nor of the hidden fields).
    if (device.checkType === 1) {
      apply.mutate({ kind: 'password', machineId: device.machineId, password: form.getValues('password') }, { onSuccess: onGranted, onError: failed });
      return;
    }
    void sendApplication(device)(event);
  };

  return { form, kind, send, pending: apply.isPending, failure, clearFailure: () => setFailure(undefined) };
}

export type Application = ReturnType<typeof useApplication>;
