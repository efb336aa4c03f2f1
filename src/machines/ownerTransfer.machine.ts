import { assign, fromPromise, setup } from 'xstate';
import { mayActOn, type DeviceRole } from '../domain/roles';
import { GENERIC_FAILURE_KEY, outcomeKey, type Outcome } from '../domain/resultCodes';
import { machineTypes } from './machineTypes';

// Handing a device to another member (product.md sections 4 and 6): only the Akey may start, the new owner must
// hold a role on the device, and a confirmation comes before the call. The call itself is provided from outside
// (`transfer`, rejecting with an Outcome); on success the target is the owner (3) and the previous owner a Bkey (2).

export type TransferCandidate = { userId: number; name: string; role: DeviceRole };

export type OwnerTransferEvent =
  | { type: 'START' }
  | { type: 'CHOOSE'; candidate: TransferCandidate }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export type OwnerTransferContext = {
  actor: DeviceRole;
  candidate?: TransferCandidate;
  /** errors: i18n key of the last failure. */
  error?: string;
};

export const ownerTransferMachine = setup({
  types: machineTypes<{ context: OwnerTransferContext; events: OwnerTransferEvent; input: { actor: DeviceRole } }>(),
  actors: {
    transfer: fromPromise<void, { userId: number }>(async () => {
      throw new Error('transfer not provided');
    }),
  },
  guards: {
    isOwner: ({ context }) => context.actor === 'akey',
    eligible: ({ context, event }) => event.type === 'CHOOSE' && mayActOn(context.actor, 'transferOwner', event.candidate.role),
  },
  actions: {
    choose: assign({ candidate: ({ event }) => (event.type === 'CHOOSE' ? event.candidate : undefined), error: undefined }),
    forget: assign({ candidate: undefined, error: undefined }),
  },
}).createMachine({
  id: 'ownerTransfer',
  context: ({ input }) => ({ actor: input.actor }),
  initial: 'idle',
  states: {
    idle: {
      on: { START: [{ guard: 'isOwner', target: 'choosing' }, { target: 'denied' }] },
    },
    /** Anyone but the Akey gets the no-permission notice. */
    denied: { on: { CANCEL: 'idle' } },
    choosing: {
      on: { CHOOSE: { guard: 'eligible', target: 'confirming', actions: 'choose' }, CANCEL: { target: 'idle', actions: 'forget' } },
    },
    confirming: {
      on: { CONFIRM: 'transferring', BACK: { target: 'choosing', actions: 'forget' }, CANCEL: { target: 'idle', actions: 'forget' } },
    },
    transferring: {
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({ userId: context.candidate?.userId ?? 0 }),
        onDone: { target: 'transferred', actions: assign({ actor: 'bkey' }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => (isOutcome(event.error) ? outcomeKey(event.error) : GENERIC_FAILURE_KEY) }),
        },
      },
    },
    failed: { on: { RETRY: { target: 'transferring', actions: assign({ error: undefined }) }, CANCEL: { target: 'idle', actions: 'forget' } } },
    /** The previous owner is now a Bkey and can no longer transfer. */
    transferred: { type: 'final' },
  },
});

function isOutcome(error: unknown): error is Outcome {
  return typeof error === 'object' && error !== null && 'kind' in error;
}

