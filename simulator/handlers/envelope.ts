import { BusinessCode, wireCode } from '../../src/domain/resultCodes';
import { HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { once } from './idempotency';
import { liveSession } from '../world/sessions';
import type { Session, SimUser } from '../world/types';

/**
 * hwcodes the simulator answers. The failures of the account and verification calls are the catalogue's
 * (src/domain/resultCodes.ts), so console and simulator share one list. hwdata of a failure is an English
 * sentence for the log; the console shows its own bilingual message for the code.
 */
export const SimCode = {
  ok: 0,
  tokenExpired: 113,
  invalidInput: Number(BusinessCode.InvalidInput),
  accountNotFound: Number(BusinessCode.AccountNotFound),
  codeWrong: Number(BusinessCode.CodeWrong),
  codeExpired: Number(BusinessCode.CodeExpired),
  codeNotVerified: Number(BusinessCode.CodeNotVerified),
  codeUsed: Number(BusinessCode.CodeUsed),
  codeOtherPurpose: Number(BusinessCode.CodeOtherPurpose),
  accountExists: Number(BusinessCode.AccountExists),
  codeTooFrequent: Number(BusinessCode.CodeTooFrequent),
  requestTooFrequent: BusinessCode.RequestTooFrequent,
  notSimulated: 501,
} as const;

export type HwCode = number | string;

export const ok = (hwdata: unknown = null) => HttpResponse.json({ hwcode: 0, hwdata });
/** A failure; its code travels as wireCode() types it (integers up to 4 digits, the catalogue's 8-digit codes as strings). */
export const fail = (hwcode: HwCode, hwdata: unknown = null) => HttpResponse.json({ hwcode: wireCode(hwcode), hwdata });

export type Fields = Record<string, string>;

/** Form-encoded by default, JSON sometimes, and the query string for GET and DELETE: all read as strings. */
export async function readFields(request: Request): Promise<Fields> {
  const fields: Fields = {};
  new URL(request.url).searchParams.forEach((value, key) => {
    fields[key] = value;
  });
  const type = request.headers.get('content-type') ?? '';
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  if (text.trim() === '') return fields;
  if (type.includes('json') || /^\s*[{[]/.test(text)) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [key, value] of Object.entries(parsed)) {
          if (value !== undefined && value !== null) fields[key] = typeof value === 'string' ? value : JSON.stringify(value);
        }
      }
      return fields;
    } catch {
      // Not JSON after all: fall through to the form reading.
    }
  }
  new URLSearchParams(text).forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

export type Caller = { session: Session; user: SimUser };

/** The signed-in caller behind the cloudtoken header, or undefined (the handler answers 113). */
export function callerOf(sim: Sim, request: Request): Caller | undefined {
  const session = liveSession(sim.world, request.headers.get('cloudtoken'), sim.clock.now());
  const user = session && sim.world.users.find((u) => u.id === session.userId);
  return session && user ? { session, user } : undefined;
}

export const tokenExpired = () => fail(SimCode.tokenExpired, 'token expired or unknown');

/** Runs `handle` for a signed-in caller; any other request gets hwcode 113. */
export function authed(sim: Sim, handle: (caller: Caller, fields: Fields, request: Request) => Response | Promise<Response>) {
  return async ({ request }: { request: Request }) => {
    const caller = callerOf(sim, request);
    if (!caller) return tokenExpired();
    return once(sim, caller.user.id, request, async () => handle(caller, await readFields(request), request));
  };
}

export function clientIp(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for');
  return forwarded?.split(',')[0]?.trim() || '127.0.0.1';
}
