import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { DeviceRole } from '../../domain/roles';
import { ownerTransferMachine, type TransferCandidate } from '../../machines/ownerTransfer.machine';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { ConfirmAction } from './ConfirmAction';
import { useAuthorityChange } from './queries';

/**
 * The owner transfer for one chosen member, driven by the owner-transfer machine: confirmation, the call
 * (admin/updateLevel with limit 3), and its failure; `onTransferred` once the target owns the device.
 */
export function OwnerTransferDialog(props: {
  machineId: number;
  viewer: DeviceRole;
  candidate: TransferCandidate;
  onClose(): void;
  onTransferred(): void;
}) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  // admin/updateLevel with limit 3; the machine reads a failure as the catalogue's Outcome.
  const { mutateAsync: change } = useAuthorityChange(http, props.machineId);
  const machine = useMemo(
    () =>
      ownerTransferMachine.provide({
        actors: {
          transfer: fromPromise<void, { userId: number }>(async ({ input }) => {
            await change({ kind: 'level', memberId: input.userId, limit: 3 }).catch((error: unknown) => {
              throw failureOf(error);
            });
          }),
        },
      }),
    [change],
  );
  const [snapshot, send] = useMachine(machine, { input: { actor: props.viewer } });
  const { candidate, onClose, onTransferred } = props;

  useEffect(() => {
    send({ type: 'START' });
    send({ type: 'CHOOSE', candidate });
  }, [send, candidate]);

  useEffect(() => {
    if (snapshot.matches('denied')) {
      notify.error('authority:transfer.denied');
      onClose();
    } else if (snapshot.matches('failed')) {
      notify.error(snapshot.context.error ?? 'errors:envelope.failed');
      send({ type: 'CANCEL' });
      onClose();
    } else if (snapshot.matches('transferred')) {
      notify.success('authority:transfer.done', { name: candidate.name });
      onTransferred();
    }
  }, [snapshot, send, notify, onClose, onTransferred, candidate.name]);

  if (!snapshot.matches('confirming') && !snapshot.matches('transferring')) return null;
  return (
    <ConfirmAction
      text={t('transfer.confirm', { name: candidate.name })}
      busy={snapshot.matches('transferring')}
      onConfirm={() => send({ type: 'CONFIRM' })}
      onCancel={() => {
        send({ type: 'CANCEL' });
        onClose();
      }}
    />
  );
}
