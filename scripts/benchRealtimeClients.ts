// The client side of `npm run bench -- realtime`, in a child process of its own so that reading 200,000 frames
// does not share the server's thread: it opens the sockets it is told to, decodes every frame, and reports per
// socket how many alarms arrived and how late each was against its planned time. Loopback only.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { decodeMessage } from '../src/domain/realtime/codec';
import { numberAt, recordAt } from './benchSupport';

export type ClientPlan = {
  /** ws://127.0.0.1:PORT/echo.io */
  url: string;
  /** One entry a socket: the token it opens with. */
  tokens: string[];
  /** Source addresses the sockets are spread over (a per-address socket cap stays in force). */
  localAddresses: string[];
};
export type ClientStart = { t0: number; intervalMs: number };
export type ClientFigures = {
  perSocket: number[];
  latencies: { p50: number; p99: number; max: number };
  lastReceiptAt: number;
  closed: number;
};

/** The figures as they come back from the child process (a structured clone), checked field by field. */
export function clientFiguresOf(value: unknown): ClientFigures {
  const latencies = recordAt(value, 'latencies');
  const perSocket = typeof value === 'object' && value !== null && 'perSocket' in value ? value.perSocket : undefined;
  if (!Array.isArray(perSocket) || !perSocket.every((n) => typeof n === 'number')) throw new Error('the clients\' figures have no count per socket');
  return {
    perSocket,
    latencies: { p50: numberAt(latencies, 'p50'), p99: numberAt(latencies, 'p99'), max: numberAt(latencies, 'max') },
    lastReceiptAt: numberAt(value, 'lastReceiptAt'),
    closed: numberAt(value, 'closed'),
  };
}

/** The bench's alarms carry their number in their text: `bench:<k>`, planned at t0 + k × interval. */
export const benchContent = (k: number) => `bench:${k}`;

const epochNow = () => performance.timeOrigin + performance.now();

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

function main(): void {
  let sockets: WebSocket[] = [];
  let counts: number[] = [];
  let latencies: number[] = [];
  let start: ClientStart | undefined;
  let lastReceiptAt = 0;
  let closed = 0;
  const send = (message: unknown) => process.send?.(message);

  process.on('message', (raw: { kind: string; plan?: ClientPlan; start?: ClientStart }) => {
    if (raw.kind === 'open' && raw.plan) {
      const plan = raw.plan;
      counts = plan.tokens.map(() => 0);
      latencies = [];
      // Nothing counts until this phase's start: the last phase's schedule is not this one's.
      start = undefined;
      closed = 0;
      let opened = 0;
      sockets = plan.tokens.map((token, i) => {
        const socket = new WebSocket(`${plan.url}?sid=${token}`, { localAddress: plan.localAddresses[i % plan.localAddresses.length] });
        socket.binaryType = 'nodebuffer';
        socket.on('open', () => {
          opened += 1;
          if (opened === plan.tokens.length) send({ kind: 'opened' });
        });
        socket.on('message', (data: Buffer) => {
          const at = epochNow();
          let message;
          try {
            message = decodeMessage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
          } catch {
            return;
          }
          if (message.type !== 'deviceAlarm' || !start) return;
          const k = Number(message.content.slice('bench:'.length));
          counts[i] = (counts[i] ?? 0) + 1;
          latencies.push(at - (start.t0 + k * start.intervalMs));
          lastReceiptAt = Math.max(lastReceiptAt, at);
        });
        socket.on('close', () => {
          closed += 1;
        });
        socket.on('error', (error) => send({ kind: 'error', message: String(error) }));
        return socket;
      });
    } else if (raw.kind === 'start' && raw.start) {
      start = raw.start;
      lastReceiptAt = 0;
    } else if (raw.kind === 'count') {
      send({ kind: 'count', total: counts.reduce((a, b) => a + b, 0) });
    } else if (raw.kind === 'figures') {
      const sorted = Float64Array.from(latencies).sort();
      const figures: ClientFigures = {
        perSocket: counts,
        latencies: { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN },
        lastReceiptAt,
        closed,
      };
      for (const socket of sockets) socket.terminate();
      sockets = [];
      send({ kind: 'figures', figures });
    } else if (raw.kind === 'exit') {
      process.exit(0);
    }
  });
  send({ kind: 'ready' });
}

if (process.send) main();
