import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CloseCode, type Hub } from './hub';
import { sidOf, toBytes } from './frames';

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
export async function registerEchoSocket(app: FastifyInstance, hub: Hub): Promise<{ close(): void }> {
  const open = new Set<WebSocket>();
  const attach = (socket: WebSocket, url: string) => {
    socket.binaryType = 'nodebuffer';
    const connection = hub.connect(sidOf(url), {
      send: (data) => {
        if (socket.readyState === socket.OPEN) socket.send(data);
      },
      close: (code, reason) => socket.close(code, reason),
    });
    if (!connection) {
      socket.close(CloseCode.tokenRejected, 'unknown token');
      return;
    }
    open.add(socket);
    socket.on('message', (data) => {
      void toBytes(data).then((bytes) => {
        if (bytes) hub.receive(connection, bytes);
      });
    });
    const gone = () => {
      open.delete(socket);
      hub.disconnect(connection);
    };
    socket.on('close', gone);
    socket.on('error', gone);
  };

  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_FRAME_BYTES },
    // An oversized frame or a broken client ends that socket only; the hub hears of it through 'close'.
    errorHandler: (_error, socket) => socket.terminate(),
  });
  app.get(ECHO_PATH, { websocket: true }, (socket, request) => attach(socket, request.url));
  return {
    /** Ends every socket at once (a server closing for good does not wait for clients to say goodbye). */
    close() {
      for (const socket of open) socket.terminate();
    },
  };
}
