import { decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import type { SimLog } from '../log';
import { createConnectionIndex, type HubConnection, type HubSocket } from './connectionIndex';
import { LimitCloseCode, rateGate, REALTIME_LIMITS, type RealtimeLimits } from './limits';

/** Close codes of /echo.io. 4401: the sid token is unknown, expired or logged out. 4000: dropped on purpose. */
const CloseCode = { tokenRejected: 4401, dropped: 4000 } as const;

export type Hub = {
  /**
   * Registers a socket for a token; undefined (and the socket closed by the hub) when the token does not belong to a
   * live session (4401) or already has REALTIME_LIMITS.socketsPerToken sockets open (1008).
   */
  connect(token: string, socket: HubSocket): HubConnection | undefined;
  /** A frame from the client: a heartbeat is answered with a heartbeat; other frames are logged. */
  receive(connection: HubConnection, data: Uint8Array): void;
  /** The socket closed from the client's side. */
  disconnect(connection: HubConnection): void;
  /** Sends to every socket of the user; answers how many got it. */
  push(userId: number, message: RealtimeMessage): number;
  /** As push, with the frames a fault dropped counted apart. */
  pushCounted(userId: number, message: RealtimeMessage): { delivered: number; dropped: number };
  /** Closes the user's sockets, or everyone's; answers how many closed. */
  drop(userId?: number): number;
  /** Closes the sockets opened with these tokens (logout, expiry). */
  closeTokens(tokens: readonly string[], reason: string): number;
  /** Sends to the sockets opened with these tokens only (a revoked session's user-logout message). */
  pushTokens(tokens: readonly string[], message: RealtimeMessage): number;
  /** Closes (4401) the sockets whose token ended since they opened (expiry on the clock); answers how many. */
  sweep(): number;
  connectionsPerUser(): Record<string, number>;
  size(): number;
};

export type HubOptions = {
  resolveToken: (token: string) => number | undefined;
  now: () => number;
  log: SimLog;
  /** A monotonic clock in ms for the heartbeat bound (real time, whatever the simulator's clock does). */
  realNow?: () => number;
  /** REALTIME_LIMITS unless a test gives smaller ones. */
  limits?: RealtimeLimits;
};

export function createHub({ resolveToken, now, log, realNow, limits = REALTIME_LIMITS }: HubOptions): Hub {
  const connections = createConnectionIndex();
  const heartbeatGates = new WeakMap<HubConnection, () => boolean>();
  let nextId = 1;
  /** The live connections among these; the ones whose token ended meanwhile are closed (4401), never sent to. */
  const live = (targets: readonly HubConnection[]) => targets.filter((connection) => {
    if (resolveToken(connection.token) !== undefined) return true;
    closeEnded(connection);
    return false;
  });

  const close = (connection: HubConnection, code: number, reason: string) => {
    connections.remove(connection);
    connection.socket.close(code, reason);
  };
  /** A connection whose token ended meanwhile. */
  const closeEnded = (connection: HubConnection) => close(connection, CloseCode.tokenRejected, 'token expired');

  const hub: Hub = {
    connect(token, socket) {
      const userId = resolveToken(token);
      if (userId === undefined) {
        log.add('realtime', 'connection refused: unknown or ended token');
        socket.close(CloseCode.tokenRejected, 'unknown token');
        return undefined;
      }
      const sameToken = connections.countOfToken(token);
      if (sameToken >= limits.socketsPerToken) {
        log.add('realtime', `connection refused: user ${userId} has ${sameToken} sockets open with this token`);
        socket.close(LimitCloseCode.tooMany, `at most ${limits.socketsPerToken} sockets per token`);
        return undefined;
      }
      const connection: HubConnection = { id: nextId++, userId, token, openedAt: now(), socket };
      connections.add(connection);
      heartbeatGates.set(connection, rateGate(limits.heartbeatsPerSecond, realNow));
      log.add('realtime', `user ${userId} connected`, { connection: connection.id });
      return connection;
    },
    receive(connection, data) {
      if (!connections.has(connection)) return;
      // A token that ran out while the socket stayed open is noticed on the client's next frame.
      if (resolveToken(connection.token) === undefined) {
        close(connection, CloseCode.tokenRejected, 'token expired');
        return;
      }
      let message: RealtimeMessage;
      try {
        message = decodeMessage(data);
      } catch {
        log.add('realtime', `user ${connection.userId} sent an undecodable frame`);
        return;
      }
      if (message.type === 'heartbeat') {
        // Answered a few times a second at most: a client that sends thousands is not answered thousands of times.
        if (!heartbeatGates.get(connection)?.()) return;
        const at = now();
        connection.socket.send(encodeMessage({ type: 'heartbeat', at, sentAt: at }));
        return;
      }
      log.add('realtime', `user ${connection.userId} sent ${message.type}`);
    },
    disconnect(connection) {
      if (connections.remove(connection)) log.add('realtime', `user ${connection.userId} disconnected`);
    },
    push(userId, message) {
      return hub.pushCounted(userId, message).delivered;
    },
    pushCounted(userId, message) {
      const sent = sendToLive(connections.ofUser(userId), encodeMessage(message), resolveToken, closeEnded);
      const sockets = sent.delivered + sent.dropped;
      log.add('realtime', `pushed ${message.type} to user ${userId} (${sockets} sockets${sent.dropped ? `, ${sent.dropped} frames dropped by faults` : ''})`);
      return sent;
    },
    drop(userId) {
      const targets = userId === undefined ? connections.all() : connections.ofUser(userId);
      for (const connection of targets) close(connection, CloseCode.dropped, 'dropped by the simulator');
      if (targets.length > 0) log.add('realtime', `dropped ${targets.length} sockets`);
      return targets.length;
    },
    closeTokens(tokens, reason) {
      const targets = connections.ofTokens(tokens);
      for (const connection of targets) close(connection, CloseCode.tokenRejected, reason);
      return targets.length;
    },
    pushTokens(tokens, message) {
      const wanted = new Set(tokens);
      // No liveness check here: these are the sessions just ended, and their sockets are owed the user-logout message.
      const targets = connections.ofTokens(tokens);
      const frame = encodeMessage(message);
      for (const connection of targets) connection.socket.send(frame);
      log.add('realtime', `pushed ${message.type} to ${targets.length} sockets of ${wanted.size} sessions`);
      return targets.length;
    },
    sweep() {
      const before = connections.size();
      live(connections.all());
      const closed = before - connections.size();
      if (closed > 0) log.add('realtime', `closed ${closed} sockets whose token ended`);
      return closed;
    },
    connectionsPerUser: () => connections.perUser(),
    size: () => connections.size(),
  };
  return hub;
}

/**
 * Sends the frame to each connection whose token is still live and hands the others to `closeEnded` (never sent to);
 * answers how many got it and how many of those a fault dropped. It walks the index's own list, no copy and no
 * iterator (a storm pushes 1,000 times a second), and looks a token up once per run of its sockets (a session's tabs).
 */
function sendToLive(
  targets: readonly HubConnection[], frame: Uint8Array, resolveToken: (token: string) => number | undefined, closeEnded: (connection: HubConnection) => void,
): { delivered: number; dropped: number } {
  let delivered = 0;
  let dropped = 0;
  let token: string | undefined;
  let tokenLive = false;
  for (let i = 0; i < targets.length; i += 1) {
    const connection = targets[i]!;
    if (connection.token !== token) {
      token = connection.token;
      tokenLive = resolveToken(token) !== undefined;
    }
    if (!tokenLive) closeEnded(connection);
    else if (connection.socket.send(frame) === false) dropped += 1;
    else delivered += 1;
  }
  return { delivered, dropped };
}
