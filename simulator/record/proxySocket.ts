// /echo.io behind CLOUD_URL: each client socket gets its own socket to the cloud and frames pass both ways. The
// cloud's frames go through the fault engine (realtime drop and delay, as in the simulator) and into the recording.
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { FaultStore } from '../faults/faults';
import { sidOf, toBytes } from '../realtime/frames';
import type { Recorder } from './recorder';

const MAX_FRAME_BYTES = 1024 * 1024;
/** Close codes a socket may send on (1005, 1006 and 1015 only describe a close, they are never sent). */
const sendable = (code: number) => (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999);

export type ProxySocketOptions = {
  cloudUrl: string;
  faults: () => FaultStore;
  userOfToken(token: string): number | undefined;
  log: (message: string) => void;
  recorder?: Recorder;
};

export async function registerProxySocket(app: FastifyInstance, options: ProxySocketOptions): Promise<{ close(): void }> {
  const base = new URL(options.cloudUrl);
  const upstreamBase = `${base.protocol === 'https:' ? 'wss:' : 'ws:'}//${base.host}${base.pathname.replace(/\/$/, '')}`;
  const open = new Set<WebSocket>();
  await app.register(websocket, { options: { maxPayload: 64 * 1024 }, errorHandler: (_error, socket) => socket.terminate() });
  app.get('/echo.io', { websocket: true }, (client, request) => {
    const target = new URL(request.url, 'http://local');
    const token = sidOf(request.url);
    const cloud = new WebSocket(`${upstreamBase}/echo.io${target.search}`, { maxPayload: MAX_FRAME_BYTES, headers: { host: base.host } });
    open.add(client);
    open.add(cloud);
    const pending: WebSocket.RawData[] = [];
    options.recorder?.socket(token, 'open');
    const toClient = (data: Buffer) => {
      if (client.readyState === client.OPEN) client.send(data);
    };
    cloud.on('open', () => {
      for (const frame of pending.splice(0)) cloud.send(frame as Buffer);
    });
    cloud.on('message', (data) => {
      void toBytes(data).then((bytes) => {
        if (!bytes) return;
        const buffer = Buffer.from(bytes);
        options.recorder?.socket(token, 'frame', bytes);
        const decision = options.faults().decideFrame(options.userOfToken(token));
        if (decision.drop) return options.log(`fault ${decision.faultIds.join(', ')} dropped a realtime frame`);
        if (decision.delayMs > 0) setTimeout(() => toClient(buffer), decision.delayMs);
        else toClient(buffer);
      });
    });
    client.on('message', (data) => {
      if (cloud.readyState === cloud.OPEN) cloud.send(data as Buffer);
      else if (pending.length < 100) pending.push(data);
    });
    const end = (socket: WebSocket, code: number, reason: string) => {
      if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING) {
        if (sendable(code)) socket.close(code, reason.slice(0, 120));
        else socket.terminate();
      }
    };
    cloud.on('close', (code, reason) => {
      options.recorder?.socket(token, 'close', undefined, code);
      open.delete(cloud);
      end(client, code, reason.toString());
    });
    cloud.on('error', () => end(client, 1011, 'cloud unreachable'));
    client.on('close', (code, reason) => {
      open.delete(client);
      end(cloud, code, reason.toString());
    });
    client.on('error', () => cloud.terminate());
  });
  return {
    close() {
      for (const socket of open) socket.terminate();
    },
  };
}
