import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { CloseCode, type Hub } from './hub';
import { sidOf, toBytes } from './frames';

export const ECHO_PATH = '/echo.io';

/**
 * The largest frame a client may send. The console sends small protobuf frames (a subscription, a heartbeat:
 * well under 1 KiB); 64 KiB leaves room to spare. `ws` refuses a bigger one before buffering it and closes with
 * 1009 (message too big), so five 90 MB frames no longer cost the server half a gigabyte.
 */
const MAX_CLIENT_FRAME_BYTES = 64 * 1024;

/**
 * The `ws` server in noServer mode: the Node server hands it the 'upgrade' of /echo.io?sid=<token>.
 * Unknown tokens are accepted at the HTTP level and closed at once with 4401, so that the console sees a
 * WebSocket close code it can act on rather than a failed handshake.
 */
export function createNodeAdapter(hub: Hub) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_FRAME_BYTES });

  const attach = (socket: WebSocket, request: IncomingMessage) => {
    socket.binaryType = 'nodebuffer';
    const connection = hub.connect(sidOf(request.url ?? ''), {
      send: (data) => {
        if (socket.readyState === socket.OPEN) socket.send(data);
      },
      close: (code, reason) => socket.close(code, reason),
    });
    if (!connection) {
      socket.close(CloseCode.tokenRejected, 'unknown token');
      return;
    }
    socket.on('message', (data) => {
      void toBytes(data).then((bytes) => {
        if (bytes) hub.receive(connection, bytes);
      });
    });
    socket.on('close', () => hub.disconnect(connection));
    socket.on('error', () => hub.disconnect(connection));
  };

  return {
    /** Answers false when the request is not for /echo.io, so the caller can refuse it. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (new URL(request.url ?? '/', 'http://local').pathname !== ECHO_PATH) return false;
      wss.handleUpgrade(request, socket, head, (ws) => attach(ws, request));
      return true;
    },
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
