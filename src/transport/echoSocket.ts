// The /echo.io socket as RxJS streams. It never reconnects by itself: the realtime machine decides when to
// open again (product.md section 4: 5 s after a drop, unless closed on purpose).
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { decodeMessage, encodeMessage } from '../domain/realtime/codec';
import type { RealtimeMessage } from '../domain/realtime/messageTypes';

export type SocketStatus = 'open' | 'closed' | 'error';

/** The part of the WebSocket class the channel uses; tests pass a fake. */
export interface WebSocketLike {
  binaryType: string;
  readyState: number;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: Uint8Array): void;
  close(code?: number, reason?: string): void;
}
export type WebSocketCtor = new (url: string) => WebSocketLike;

export interface EchoSocketOptions {
  url: (token: string) => string;
  WebSocketImpl?: WebSocketCtor;
  now?: () => number;
  /** Where the rate-limited line about undecodable frames goes (console.warn). */
  warn?: (line: string) => void;
}

/** At most one log line about undecodable frames this often. */
export const BAD_FRAME_LOG_MS = 10_000;

export interface EchoSocket {
  readonly messages$: Observable<RealtimeMessage>;
  /** What the socket did on its own: 'open', 'error', and 'closed' when it drops (not after close()). */
  readonly status$: Observable<SocketStatus>;
  /** Running count of frames that could not be decoded and were dropped. */
  readonly badFrames$: Observable<number>;
  open(token: string): void;
  close(): void;
  /** Sends one heartbeat frame; false when the socket is not open. */
  heartbeat(): boolean;
}

const OPEN = 1;

function bytesOf(data: unknown): Uint8Array | undefined {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return undefined;
}

export function createEchoSocket(options: EchoSocketOptions): EchoSocket {
  const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketCtor);
  const now = options.now ?? Date.now;
  const messages$ = new Subject<RealtimeMessage>();
  const status$ = new Subject<SocketStatus>();
  const badFrames$ = new BehaviorSubject(0);
  let socket: WebSocketLike | undefined;
  const warn = options.warn ?? ((line: string) => console.warn(line));
  let lastWarnAt = -Infinity;
  let unreported = 0;

  /**
   * A frame the codec refuses is dropped, counted (badFrames$) and logged at most once per BAD_FRAME_LOG_MS with
   * the count since the last line: a cloud speaking another protocol version shows in the console's log without
   * flooding it.
   */
  function reportBadFrame(error: unknown, length: number): void {
    unreported += 1;
    const at = now();
    if (at - lastWarnAt < BAD_FRAME_LOG_MS) return;
    lastWarnAt = at;
    warn(`realtime: dropped ${unreported} undecodable frame(s), ${badFrames$.value} in all; last ${length} bytes: ${error instanceof Error ? error.message : String(error)}`);
    unreported = 0;
  }

  function detach(target: WebSocketLike): void {
    target.onopen = target.onclose = target.onerror = target.onmessage = null;
  }

  function close(): void {
    if (!socket) return;
    const current = socket;
    socket = undefined;
    detach(current);
    current.close(1000, 'closed by client');
  }

  function open(token: string): void {
    close();
    const current = new Impl(options.url(token));
    current.binaryType = 'arraybuffer';
    socket = current;
    current.onopen = () => status$.next('open');
    current.onerror = () => status$.next('error');
    current.onclose = () => {
      if (socket === current) socket = undefined;
      detach(current);
      status$.next('closed');
    };
    current.onmessage = (event) => {
      const bytes = bytesOf(event.data);
      let message: RealtimeMessage;
      try {
        if (!bytes) throw new TypeError('text frame on a binary channel');
        message = decodeMessage(bytes);
      } catch (error) {
        badFrames$.next(badFrames$.value + 1);
        reportBadFrame(error, bytes?.length ?? 0);
        return;
      }
      messages$.next(message);
    };
  }

  function heartbeat(): boolean {
    if (!socket || socket.readyState !== OPEN) return false;
    const at = now();
    socket.send(encodeMessage({ type: 'heartbeat', at, sentAt: at }));
    return true;
  }

  return {
    messages$: messages$.asObservable(),
    status$: status$.asObservable(),
    badFrames$: badFrames$.asObservable(),
    open,
    close,
    heartbeat,
  };
}
