import { assign, fromPromise, setup } from 'xstate';
import { NETWORK_ERROR_KEY, type Outcome } from '../domain/resultCodes';
import type { QrScanAnswer } from '../domain/wire/qrConfirm';
import { isRecord } from '../domain/wire/record';
import { machineTypes } from './machineTypes';

// The phone console confirming a desktop QR sign-in (docs/decisions.md, "Accounts and sign-in: the phone's side of QR
// sign-in"): enter or scan the code → the cloud says which computer asks → the user confirms or cancels → the end
// is explained. The three calls are provided from outside (`scan`, `confirm`, `cancel`, rejecting with an Outcome).
// A refused code returns to entering with the reason; a refused decision ends in `failed` with the reason.

export type QrConfirmEvent =
  | { type: 'SUBMIT'; qrToken: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'AGAIN' };

export type QrConfirmContext = {
  qrToken?: string;
  desktop?: QrScanAnswer;
  /** Why the last call was refused; cleared by the next step. */
  outcome?: Outcome;
};

// The provided calls reject with an Outcome; anything else thrown is a failure of the network layer.
const isOutcome = (error: unknown): error is Outcome => isRecord(error) && 'kind' in error;
const failure = (error: unknown): Outcome => (isOutcome(error) ? error : { kind: 'network', messageKey: NETWORK_ERROR_KEY });

export const qrConfirmMachine = setup({
  types: machineTypes<{ context: QrConfirmContext; events: QrConfirmEvent }>(),
  actors: {
    scan: fromPromise<QrScanAnswer, { qrToken: string }>(async () => {
      throw new Error('scan not provided');
    }),
    confirm: fromPromise<unknown, { qrToken: string }>(async () => {
      throw new Error('confirm not provided');
    }),
    cancel: fromPromise<unknown, { qrToken: string }>(async () => {
      throw new Error('cancel not provided');
    }),
  },
  actions: {
    refused: assign({ outcome: ({ event }) => ('error' in event ? failure(event.error) : undefined) }),
    forget: assign({ qrToken: undefined, desktop: undefined, outcome: undefined }),
  },
}).createMachine({
  id: 'qrConfirm',
  context: {},
  initial: 'entering',
  states: {
    entering: {
      on: { SUBMIT: { target: 'scanning', actions: assign({ qrToken: ({ event }) => event.qrToken, outcome: undefined }) } },
    },
    scanning: {
      invoke: {
        id: 'scan',
        src: 'scan',
        input: ({ context }) => ({ qrToken: context.qrToken ?? '' }),
        onDone: { target: 'asking', actions: assign({ desktop: ({ event }) => event.output }) },
        onError: { target: 'entering', actions: 'refused' },
      },
    },
    /** "Sign in on the computer as …?" */
    asking: { on: { CONFIRM: 'confirming', CANCEL: 'cancelling' } },
    confirming: {
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ qrToken: context.qrToken ?? '' }),
        onDone: 'confirmed',
        onError: { target: 'failed', actions: 'refused' },
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ qrToken: context.qrToken ?? '' }),
        onDone: 'cancelled',
        onError: { target: 'failed', actions: 'refused' },
      },
    },
    confirmed: { on: { AGAIN: { target: 'entering', actions: 'forget' } } },
    cancelled: { on: { AGAIN: { target: 'entering', actions: 'forget' } } },
    failed: { on: { AGAIN: { target: 'entering', actions: 'forget' } } },
  },
});

