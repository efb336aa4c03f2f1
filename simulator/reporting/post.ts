// One report POST to the address reporting/target.ts checked: node:http(s) with a lookup that answers that address
// only, so the connection cannot go anywhere the check did not see. The URL's host stays the Host header and, for
// https, the name the certificate must carry (SNI). Redirects are not followed.
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ReportTarget } from './target';

export type PostResult = { status: number; error: string };

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_host, options, callback) => {
    // net.connect asks for every address (`all`) when it may try several families.
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

export function postReport(
  target: Extract<ReportTarget, { ok: true }>,
  headers: Record<string, string>,
  body: string,
  signal: AbortSignal,
): Promise<PostResult> {
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    lookup: pinnedLookup(target.address, target.family),
    signal,
    agent: false,
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PostResult>((resolve) => {
    const req = send(target.url, options, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, error: '' }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, error: '' }));
    });
    req.on('error', (error: Error & { code?: string }) => resolve({ status: 0, error: error.code ?? error.message }));
    req.end(body);
  });
}
