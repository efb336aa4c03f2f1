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
  ofUser(userId: number): HubConnection[];
  /**
   * The user's connections as the index holds them, not a copy (a push walks them 1,000 times a second). Removing a
   * connection while walking is safe: a Set's iteration skips what was deleted.
   */
  liveSetOfUser(userId: number): ReadonlySet<HubConnection>;
  ofTokens(tokens: readonly string[]): HubConnection[];
  countOfToken(token: string): number;
  all(): HubConnection[];
  perUser(): Record<string, number>;
  size(): number;
};

const NO_CONNECTIONS: ReadonlySet<HubConnection> = new Set();

export function createConnectionIndex(): ConnectionIndex {
  const connections = new Map<number, HubConnection>();
  const byUser = new Map<number, Set<HubConnection>>();
  const byToken = new Map<string, Set<HubConnection>>();
  const index = <K>(map: Map<K, Set<HubConnection>>, key: K, connection: HubConnection) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(connection);
  };
  const unindex = <K>(map: Map<K, Set<HubConnection>>, key: K, connection: HubConnection) => {
    const set = map.get(key);
    if (set?.delete(connection) && set.size === 0) map.delete(key);
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
    ofUser: (userId) => [...(byUser.get(userId) ?? [])],
    liveSetOfUser: (userId) => byUser.get(userId) ?? NO_CONNECTIONS,
    ofTokens: (tokens) => [...new Set(tokens)].flatMap((token) => [...(byToken.get(token) ?? [])]),
    countOfToken: (token) => byToken.get(token)?.size ?? 0,
    all: () => [...connections.values()],
    perUser() {
      const counts: Record<string, number> = {};
      for (const [userId, set] of byUser) counts[userId] = set.size;
      return counts;
    },
    size: () => connections.size,
  };
}
