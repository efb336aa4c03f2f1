// Where the cloud lives. The console talks to its own origin: Vite (dev), the Node server (npm start) or the
// in-browser simulator answer /api, /eapi and /echo.io there.

export const apiBase = '/api';
export const eapiBase = '/eapi';
const echoPath = '/echo.io';

export interface LocationLike {
  protocol: string;
  host: string;
}

/** ws(s)://host/echo.io?sid=<token>; wss when the page itself is served over https. */
export function echoUrl(token: string, location: LocationLike = globalThis.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${echoPath}?sid=${encodeURIComponent(token)}`;
}
