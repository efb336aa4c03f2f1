// What connections may hold open (docs/decisions.md, "Security": 4,000 half-open connections were all accepted and a slow body stayed open
// for minutes). Node answers 408 and closes a request whose headers or whole body take longer than the timeouts; the
// caps bound how many connections one client address, and all clients together, may hold at once.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export type ConnectionLimits = {
  /** Headers and body of one request must arrive within this (Node's headersTimeout and requestTimeout). */
  requestTimeoutMs: number;
  /** How often Node looks for requests past the timeout (so a request is cut between 60 and 65 s). */
  checkEveryMs: number;
  /** Open TCP connections per client address: the realtime sockets (1,024 a client) plus its HTTP connections. */
  perAddress: number;
  /** Open TCP connections in all (server.maxConnections). */
  total: number;
};

export const CONNECTION_LIMITS: ConnectionLimits = {
  requestTimeoutMs: 60_000,
  checkEveryMs: 5_000,
  perAddress: 1_200,
  total: 10_000,
};

/** The Fastify options that make Node time out slow headers and slow bodies alike. */
export function timeoutOptions(limits: ConnectionLimits) {
  return {
    requestTimeout: limits.requestTimeoutMs,
    http: { headersTimeout: limits.requestTimeoutMs, requestTimeout: limits.requestTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
  };
}

/** Counts connections per remote address and destroys the ones past the cap before a byte is read. */
export function capConnections(server: Server, limits: ConnectionLimits): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
