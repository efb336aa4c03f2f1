// The realtime hub finds a user's sockets through its index (simulator/realtime/hub.ts): a push reaches exactly the
// open sockets of its user, however many others are connected, and looks at none of the others on the way.
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../../src/domain/realtime/codec';
import { createLog } from '../../simulator/log';
import type { HubConnection } from '../../simulator/realtime/connectionIndex';
import { createHub } from '../../simulator/realtime/hub';

const USERS = 50;
const SOCKETS_PER_USER = 4;

function setup() {
  const ended = new Set<string>();
  // Tokens name their user: `u<user>-<session>`.
  const resolveToken = (token: string) => (ended.has(token) ? undefined : Number(token.slice(1, token.indexOf('-'))));
  const hub = createHub({ resolveToken, now: () => 0, log: createLog(() => 0) });
  const received = new Map<string, number>();
  const closed = new Map<string, number>();
  const connections: HubConnection[] = [];
  for (let user = 1; user <= USERS; user += 1) {
    for (let s = 0; s < SOCKETS_PER_USER; s += 1) {
      // Two sessions a user, two sockets a session.
      const token = `u${user}-${s % 2}`;
      const name = `${user}/${s}`;
      const connection = hub.connect(token, {
        send: (frame) => {
          expect(decodeMessage(frame).type).toBe('massTexting');
          received.set(name, (received.get(name) ?? 0) + 1);
          return true;
        },
        close: (code) => void closed.set(name, code),
      });
      connections.push(connection!);
    }
  }
  return { hub, ended, received, closed, connections };
}

const message = { type: 'massTexting', sentAt: 1, content: 'hello', totalUnreadMsg: 1 } as const;

describe('the hub pushes through its index of sockets by user and by token', () => {
  it('a push to one user among many reaches only that user\'s sockets', () => {
    const { hub, received } = setup();
    expect(hub.size()).toBe(USERS * SOCKETS_PER_USER);
    expect(hub.push(17, message)).toBe(SOCKETS_PER_USER);
    expect([...received.keys()].sort()).toEqual(['17/0', '17/1', '17/2', '17/3']);
    expect(hub.push(USERS + 1, message)).toBe(0);
  });

  it('a push looks at none of the other users\' connections', () => {
    const { hub, connections } = setup();
    let looked = 0;
    for (const connection of connections.filter((c) => c.userId !== 3)) {
      const { userId } = connection;
      Object.defineProperty(connection, 'userId', { get: () => ((looked += 1), userId) });
    }
    expect(hub.push(3, message)).toBe(SOCKETS_PER_USER);
    expect(looked).toBe(0);
  });

  it('keeps the index true through disconnects, drops, ended tokens and closed sessions', () => {
    const { hub, ended, received, closed, connections } = setup();
    const of = (user: number) => connections.filter((c) => c.userId === user);
    hub.disconnect(of(5)[0]!);
    expect(hub.push(5, message)).toBe(SOCKETS_PER_USER - 1);
    expect(hub.drop(6)).toBe(SOCKETS_PER_USER);
    expect(hub.push(6, message)).toBe(0);
    // An ended token: its sockets are closed (4401) on the next push, never sent to; the other session's still are.
    ended.add('u7-0');
    expect(hub.push(7, message)).toBe(2);
    expect([closed.get('7/0'), closed.get('7/2')]).toEqual([4401, 4401]);
    expect(hub.pushTokens(['u8-1'], message)).toBe(2);
    expect(hub.closeTokens(['u8-1', 'u8-1'], 'logged out')).toBe(2);
    expect(hub.push(8, message)).toBe(2);
    expect(hub.pushTokens(['u8-1'], message)).toBe(0);
    expect(hub.drop(9)).toBe(SOCKETS_PER_USER);
    expect(hub.connectionsPerUser()).toMatchObject({ 5: 3, 7: 2, 8: 2, 10: 4 });
    expect(hub.connectionsPerUser()).not.toHaveProperty('6');
    expect(hub.connectionsPerUser()).not.toHaveProperty('9');
    expect([...received.keys()].filter((name) => name.startsWith('6/') || name.startsWith('9/'))).toEqual([]);
    expect(hub.size()).toBe(USERS * SOCKETS_PER_USER - 1 - 4 - 2 - 2 - 4);
  });
});
