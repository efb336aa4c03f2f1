// What one realtime socket (/echo.io) may cost the server. Each bound is on bytes or counts the server holds, never a
// rate that drops frames of a client that reads: a socket that keeps up gets every alarm of a storm.

export const REALTIME_LIMITS: Readonly<{
  queuedBytes: number; heartbeatsPerSecond: number; socketsPerToken: number; socketsPerAddress: number; expirySweepMs: number; closeGraceMs: number;
}> = {
  /**
   * Bytes the server may hold queued for one socket (ws's bufferedAmount: what the kernel did not take yet). A frame
   * is sent while the backlog is at most this; past it the socket is closed with 1013 (a client that stopped reading),
   * so one socket holds at most this plus one frame. Without it every heartbeat answer and alarm stayed in memory
   * (1 GB in 8 s).
   */
  queuedBytes: 1024 * 1024,
  /** Heartbeats answered per socket and second; more are read and ignored (the console sends one every 25 s). */
  heartbeatsPerSecond: 4,
  /** Open sockets per sign-in token (a user with many tabs has one per tab). */
  socketsPerToken: 32,
  /** Open sockets per client address (the speed bench's 1,000 sockets from loopback fit). */
  socketsPerAddress: 1024,
  /** How often sockets of tokens that ended (expiry on the simulator's clock) are looked for, in ms of real time. */
  expirySweepMs: 5000,
  /** A socket closed for reading too slowly gets this long to take its close frame before it is cut, in ms. */
  closeGraceMs: 2000,
};

export type RealtimeLimits = typeof REALTIME_LIMITS;

/** The close codes of the bounds (RFC 6455): 1013 try again later (a slow reader); 1008 policy (too many sockets). */
export const LimitCloseCode = { slowReader: 1013, tooMany: 1008 } as const;

/** A token bucket of `perSecond` on a monotonic clock in ms. */
export function rateGate(perSecond: number, now: () => number = () => performance.now()) {
  let tokens = perSecond;
  let last = now();
  return (): boolean => {
    const at = now();
    tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
