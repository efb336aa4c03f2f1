/** What an adapter (the `ws` server or msw's ws.link) hands the hub for one client. */
export type HubSocket = {
  /** false: the frame was dropped on the way (a QA fault); anything else: sent. */
  send(data: Uint8Array): unknown;
  close(code: number, reason: string): void;
};

export type HubConnection = { id: number; userId: number; token: string; openedAt: number; socket: HubSocket };

/**
 * The hub's open connections, by id and also by user and by token: a push to one user costs its own sockets, not a
 * walk over the thousand sockets of a control room for each alarm (`npm run bench -- realtime`).
 */
export type ConnectionIndex = {
  add(connection: HubConnection): void;
  /** false when the connection was not (or no longer) open. */
  remove(connection: HubConnection): boolean;
  has(connection: HubConnection): boolean;
  /**
   * The user's connections as the index holds them, not a copy: a push walks them a thousand times a second. The
   * list is never changed in place (a connection added or removed makes a new one), so a walk may close what it meets.
   */
  ofUser(userId: number): readonly HubConnection[];
  ofTokens(tokens: readonly string[]): HubConnection[];
  countOfToken(token: string): number;
  all(): HubConnection[];
  perUser(): Record<string, number>;
  size(): number;
};

const NONE: readonly HubConnection[] = Object.freeze([]);

export function createConnectionIndex(): ConnectionIndex {
  const connections = new Map<number, HubConnection>();
  // Lists copied on each change: sockets open and close rarely, pushes walk them all the time, with no iterator.
  const byUser = new Map<number, readonly HubConnection[]>();
  const byToken = new Map<string, readonly HubConnection[]>();
  const index = <K>(map: Map<K, readonly HubConnection[]>, key: K, connection: HubConnection) => {
    map.set(key, [...(map.get(key) ?? NONE), connection]);
  };
  const unindex = <K>(map: Map<K, readonly HubConnection[]>, key: K, connection: HubConnection) => {
    const rest = (map.get(key) ?? NONE).filter((c) => c !== connection);
    if (rest.length > 0) map.set(key, rest);
    else map.delete(key);
  };
  return {
    add(connection) {
      connections.set(connection.id, connection);
      index(byUser, connection.userId, connection);
      index(byToken, connection.token, connection);
    },
    remove(connection) {
      if (!connections.delete(connection.id)) return false;
      unindex(byUser, connection.userId, connection);
      unindex(byToken, connection.token, connection);
      return true;
    },
    has: (connection) => connections.has(connection.id),
    ofUser: (userId) => byUser.get(userId) ?? NONE,
    ofTokens: (tokens) => [...new Set(tokens)].flatMap((token) => byToken.get(token) ?? NONE),
    countOfToken: (token) => byToken.get(token)?.length ?? 0,
    all: () => [...connections.values()],
    perUser() {
      const counts: Record<string, number> = {};
      for (const [userId, list] of byUser) counts[userId] = list.length;
      return counts;
    },
    size: () => connections.size,
  };
}
