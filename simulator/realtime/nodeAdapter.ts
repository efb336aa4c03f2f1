import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Hub } from './hub';
import { createFrameWriter, type Outbox } from './frameWriter';
import { sidOf, toBytes } from './frames';
import { LimitCloseCode, REALTIME_LIMITS, type RealtimeLimits } from './limits';

const ECHO_PATH = '/echo.io';

/**
 * The largest frame a client may send. The console sends small protobuf frames (a subscription, a heartbeat:
 * well under 1 KiB); 64 KiB leaves room to spare. `ws` (under @fastify/websocket) refuses a bigger one before
 * buffering it and closes with 1009 (message too big), so five 90 MB frames no longer cost the server half a gigabyte.
 */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

/**
 * /echo.io?sid=<token> as a route of the Fastify server (@fastify/websocket): the upgrade goes through the same
 * hooks as every request (the target's one spelling, the Host check). Unknown tokens are accepted at the HTTP
 * level and closed at once with 4401, so that the console sees a WebSocket close code it can act on rather than
 * a failed handshake. Register it after the server's other routes: @fastify/websocket wraps only the routes added
 * after it, so an upgrade to any other path gets that path's plain HTTP answer (404 for most) instead of a socket.
 */
export async function registerEchoSocket(app: FastifyInstance, hub: Hub, limits: RealtimeLimits = REALTIME_LIMITS): Promise<{ close(): void }> {
  const open = new Set<WebSocket>();
  const writer = createFrameWriter();
  const perAddress = new Map<string, number>();
  /** A reader too slow for what it is sent: no more frames, a close frame, and the socket cut if it takes not even that. */
  const shed = (socket: WebSocket, box: Outbox) => {
    // The frames gathered this turn go before the close frame: nothing may follow it on the wire.
    writer.flush(box);
    socket.close(LimitCloseCode.slowReader, 'reading too slowly');
    setTimeout(() => socket.terminate(), limits.closeGraceMs).unref();
  };
  /** `raw`: the request's TCP socket, the one `ws` reads and writes the upgraded connection's frames on. */
  const attach = (socket: WebSocket, raw: Writable, url: string, address: string) => {
    socket.binaryType = 'nodebuffer';
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.socketsPerAddress) {
      socket.close(LimitCloseCode.tooMany, `at most ${limits.socketsPerAddress} sockets per client address`);
      return;
    }
    const box = writer.outbox(raw);
    const connection = hub.connect(sidOf(url), {
      send: (data) => {
        if (socket.readyState !== socket.OPEN) return false;
        // Bytes the client has not taken yet stay in this process: once they pass the bound, nothing more is queued.
        // The backlog is what counts, not the frame: one big alarm (the control API allows 6 MB texts) still goes to
        // a socket that keeps up, so a socket holds at most the bound plus one frame.
        // The frames gathered for this turn (frameWriter.ts) count too.
        if (socket.bufferedAmount + box.bytes > limits.queuedBytes) {
          shed(socket, box);
          return false;
        }
        // Framed once per push and written to the TCP socket, batched per turn (frameWriter.ts); `ws` still reads,
        // answers pings and closes. Its own writes queue nothing while no extension is negotiated (below).
        writer.write(box, data);
        return true;
      },
      close: (code, reason) => {
        writer.flush(box);
        socket.close(code, reason);
      },
    });
    // The hub closed a refused socket itself (4401 unknown token, 1008 too many for the token).
    if (!connection) return;
    open.add(socket);
    perAddress.set(address, fromAddress + 1);
    socket.on('message', (data) => {
      void toBytes(data).then((bytes) => {
        if (bytes) hub.receive(connection, bytes);
      });
    });
    let counted = true;
    const gone = () => {
      open.delete(socket);
      if (counted) {
        counted = false;
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      }
      hub.disconnect(connection);
    };
    socket.on('close', gone);
    socket.on('error', gone);
  };
  // A token that runs out on the simulator's clock closes its sockets even when nothing is sent to them.
  const sweeping = setInterval(() => hub.sweep(), limits.expirySweepMs);
  sweeping.unref();

  await app.register(websocket, {
    // No permessage-deflate: pushes are written as plain binary frames beside ws (frameWriter.ts), which would be
    // wrong once a compression extension was agreed, and with it ws would queue its own frames asynchronously.
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES, perMessageDeflate: false },
    // An oversized frame or a broken client ends that socket only; the hub hears of it through 'close'.
    errorHandler: (_error, socket) => socket.terminate(),
  });
  app.get(ECHO_PATH, { websocket: true }, (socket, request) => attach(socket, request.socket, request.url, request.ip));
  return {
    /** Ends every socket at once (a server closing for good does not wait for clients to say goodbye). */
    close() {
      clearInterval(sweeping);
      for (const socket of open) socket.terminate();
    },
  };
}
