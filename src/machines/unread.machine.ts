import { assign, setup } from 'xstate';
import { UNREAD_DEBOUNCE_MS } from '../domain/constants';
import { clampUnread } from '../domain/unread';
import { machineTypes } from './machineTypes';

export type UnreadContext = {
  /** The true count, updated at once. */
  count: number;
  /** What the badge shows: `count` once it has been quiet for UNREAD_DEBOUNCE_MS. */
  shown: number;
};

export type UnreadEvent =
  | { type: 'SET'; count: number }
  | { type: 'INCREMENT'; by?: number }
  | { type: 'READ'; count: number };

// A burst of realtime pushes would otherwise make the badge flicker through every intermediate value.
export const unreadMachine = setup({
  types: machineTypes<{ context: UnreadContext; events: UnreadEvent }>(),
  actions: {
    applyChange: assign({
      count: ({ context, event }) => {
        switch (event.type) {
          case 'SET':
            return clampUnread(event.count);
          case 'INCREMENT':
            return clampUnread(context.count + (event.by ?? 1));
          case 'READ':
            return clampUnread(context.count - event.count);
        }
      },
    }),
    settle: assign({ shown: ({ context }) => context.count }),
  },
  delays: {
    DEBOUNCE: UNREAD_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'unread',
  context: { count: 0, shown: 0 },
  initial: 'settled',
  // Every change (re)enters `settling`, which restarts the quiet-period timer.
  on: {
    SET: { target: '.settling', reenter: true, actions: 'applyChange' },
    INCREMENT: { target: '.settling', reenter: true, actions: 'applyChange' },
    READ: { target: '.settling', reenter: true, actions: 'applyChange' },
  },
  states: {
    settled: {},
    settling: {
      after: {
        DEBOUNCE: { target: 'settled', actions: 'settle' },
      },
    },
  },
});
