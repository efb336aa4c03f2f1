import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';

/**
 * Forwards /api, /eapi and the /echo.io WebSocket upgrade to a real cloud (CLOUD_URL). The upgrade is piped as
 * raw sockets once the cloud answers 101, so frames pass untouched both ways.
 */
export function createCloudProxy(cloudUrl: string) {
  const target = new URL(cloudUrl);
  const client = target.protocol === 'https:' ? https : http;

  const optionsFor = (req: IncomingMessage): http.RequestOptions => ({
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port || undefined,
    method: req.method,
    path: `${target.pathname.replace(/\/$/, '')}${req.url ?? '/'}`,
    headers: { ...req.headers, host: target.host },
  });

  return {
    web(req: IncomingMessage, res: ServerResponse): void {
      const upstream = client.request(optionsFor(req), (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('cloud unreachable');
      });
      req.pipe(upstream);
    },

    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      const upstream = client.request(optionsFor(req));
      upstream.on('upgrade', (answer, cloudSocket, cloudHead) => {
        const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}`];
        for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
        socket.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (cloudHead.length > 0) socket.write(cloudHead);
        if (head.length > 0) cloudSocket.write(head);
        cloudSocket.pipe(socket).pipe(cloudSocket);
        cloudSocket.on('error', () => socket.destroy());
        socket.on('error', () => cloudSocket.destroy());
      });
      upstream.on('response', (answer) => {
        // The cloud refused the upgrade: pass its status on and hang up.
        socket.end(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\n\r\n`);
      });
      upstream.on('error', () => socket.destroy());
      upstream.end();
    },
  };
}
