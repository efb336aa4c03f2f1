// What a catalogue case talks through: a Probe makes each call, checks its answer against the contract
// (contract.ts) and the hwcode the case expects, and records the check for the per-call report. The Fixture holds
// who plays which part (signed-in tokens, throwaway accounts registered through the public API) and where the
// verification codes come from.
import { readFileSync } from 'node:fs';
import type { Contract } from './contract';
import { envelopeOf, NotPlayable, signIn, type Accounts, type Answer, type Transport } from './playerBase';
import { z } from 'zod';
import { fieldOf, isRecord } from '../../src/domain/wire/record';

/** One checked call: the catalogue's "METHOD path", the case that made it, and what was wrong, if anything. */
export type CallCheck = { call: string; case: string; status: number; hwcode: unknown; expected: string; ok: boolean; problem?: string };

/** The hwcode a case expects: one code, any of several, or 'any' (only the contract is checked). */
export type Expect = number | string | readonly (number | string)[] | 'any';

type CallOptions = { token?: string; expect?: Expect; id?: string; waitOut?: boolean };

const LIMIT_CODES = new Set(['429', '07010119']);
/** Seconds a rate limit's refusal asks to wait: {retryAfterSeconds} or "retry in N s"; a minute when it does not say. */
function retryAfter(hw: unknown): number {
  const seconds = typeof hw === 'string' ? Number(/retry in (\d+) s/.exec(hw)?.[1]) : Number(fieldOf(hw, 'retryAfterSeconds'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 120) : 61;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const isMethod = (method: string): method is (typeof METHODS)[number] => METHODS.some((m) => m === method);

export class Probe {
  readonly checks: CallCheck[] = [];
  constructor(private readonly t: Transport, private readonly contract: Contract, readonly caseName: string) {}

  /** Calls `key` ("METHOD catalogue-path"; a path ending in / takes `id`), checks the answer and returns it. */
  async call(key: string, fields: Record<string, string>, { token, expect = 0, id = '', waitOut = false }: CallOptions = {}): Promise<Answer> {
    const [method = '', path = ''] = key.split(' ');
    if (!isMethod(method)) throw new Error(`the catalogue call "${key}" names no HTTP method`);
    const send = () => this.t.raw!(method, path.endsWith('/') ? `${path}${encodeURIComponent(id)}` : path, fields, token);
    let { status, body } = await send();
    const code = String(fieldOf(body, 'hwcode'));
    // `waitOut`: a send the previous run made less than a minute ago meets the one-a-minute limit; wait it out once.
    if (waitOut && LIMIT_CODES.has(code)) {
      await (this.t.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(retryAfter(fieldOf(body, 'hwdata')) * 1000 + 500, `the per-minute limit on verification codes (${path} answered ${code})`);
      ({ status, body } = await send());
    }
    const answer: Answer = typeof body === 'object' && body !== null ? envelopeOf(body) : { hwcode: `HTTP ${status}`, hwdata: body };
    const wanted = expect === 'any' ? undefined : (Array.isArray(expect) ? expect : [expect]).map(String);
    const expected = wanted ? wanted.join(' or ') : 'any documented answer';
    let problem = this.contract.problem(key, status, body);
    if (!problem && wanted && !wanted.includes(String(answer.hwcode))) problem = `hwcode ${String(answer.hwcode)}, expected ${expected}${typeof answer.hwdata === 'string' ? ` (${answer.hwdata.slice(0, 120)})` : ''}`;
    this.checks.push({ call: key, case: this.caseName, status, hwcode: answer.hwcode, expected, ok: problem === undefined, problem });
    return answer;
  }

  /**
   * An effect checked with a following read: a change shows (added, then listed; renamed, then shown; deleted, then
   * gone), or a refused change left things as they were. It counts for every call named: the change that should have
   * made it and the read that should show it. A cloud answering canned examples fails here, whatever its envelopes.
   */
  /**
   * The same read about something the caller does not hold (another enterprise, a device or project that is not
   * there): refused, or answered empty. A cloud that answers whatever it is asked with one canned answer fails.
   */
  async refusesUnknown(key: string, fields: Record<string, string>, options: { token?: string; id?: string }, what: string): Promise<void> {
    const answer = await this.call(key, fields, { ...options, expect: 'any' });
    const data = answer.hwdata;
    const emptyRows = (k: string): boolean => {
      const rows = fieldOf(data, k);
      return Array.isArray(rows) && rows.length === 0;
    };
    const empty = data === null || data === undefined || (Array.isArray(data) && data.length === 0) || (isRecord(data) && ['list', 'rows', 'records'].some(emptyRows));
    this.effect([key], `${what} is refused or answered empty`, String(answer.hwcode) !== '0' || empty, answer);
  }

  effect(calls: readonly string[], what: string, ok: boolean, seen?: unknown): boolean {
    const problem = ok ? undefined : `the following read shows ${JSON.stringify(seen ?? null)?.slice(0, 200)}`;
    for (const call of calls) this.checks.push({ call, case: this.caseName, status: 200, hwcode: ok ? 'effect seen' : 'no effect', expected: what, ok, problem });
    return ok;
  }
}

/** A verification code sent to `target` (a phone as "countryCode phone", or an e-mail), read after the send. */
export type CodeSource = { describe: string; code(target: string, after: number): Promise<string | undefined> };

const sentCode = z.object({ code: z.string() });
const sentCodes = z.union([z.array(sentCode), z.object({ codes: z.array(sentCode).optional() })]);

/** Codes from the simulator's control API (GET /__sim/codes?account=). */
export function controlCodes(t: Transport): CodeSource | undefined {
  if (!t.control) return undefined;
  return {
    describe: 'the simulator\'s control API',
    async code(target) {
      const account = target.includes('@') ? target : target.split(' ')[1]!;
      const found = sentCodes.parse(await t.control!(`codes?account=${encodeURIComponent(account)}`));
      const list = Array.isArray(found) ? found : found.codes ?? [];
      return list.at(-1)?.code;
    },
  };
}

/**
 * Codes from a file the cloud's codes reach (the simulator echoes "code 123456 to +86 13900000000" on its console:
 * `npm start | tee sim.log`; a real cloud's SMS and mail gateway may write such a file). The newest line naming
 * the target counts; the file is read again until the code shows (up to 30 s: a gateway, or a busy machine, may
 * write it late).
 */
export function fileCodes(file: string): CodeSource {
  return {
    describe: `the file ${file}`,
    async code(target) {
      const wanted = target.includes('@') ? target.toLowerCase() : `+${target}`;
      for (let tries = 0; tries < 300; tries += 1) {
        let text = '';
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          // not there yet
        }
        const lines = text.split('\n').filter((l) => l.toLowerCase().includes(` to ${wanted}`));
        const code = /code (\d{4,8}) to /.exec(lines.at(-1) ?? '')?.[1];
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    },
  };
}

export type Throwaway = { token: string; userId: number; phone: string; email: string; password: string };

/** Who plays which part in the catalogue cases, shared by the cases of one run. */
export class Fixture {
  private tokens = new Map<string, Promise<string>>();
  private serial = 0;
  readonly run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  constructor(readonly t: Transport, readonly a: Accounts, readonly codes: CodeSource | undefined) {}

  /** A session of a named account, signed in once per run. */
  token(loginName: string): Promise<string> {
    let token = this.tokens.get(loginName);
    if (!token) {
      token = signIn(this.t, this.a, loginName);
      this.tokens.set(loginName, token);
    }
    return token;
  }

  /** A session of its own (for cases that end or revoke it). */
  freshToken(loginName: string): Promise<string> {
    return signIn(this.t, this.a, loginName);
  }

  /** A phone and an e-mail no account holds: a number of the 86 plan made of the run and a serial. */
  newTargets(): { phone: string; email: string } {
    this.serial += 1;
    const digits = `${parseInt(this.run.slice(-6), 36) % 1e6}`.padStart(6, '0');
    return { phone: `17${digits}${String(this.serial % 1000).padStart(3, '0')}`, email: `conformance-${this.run}-${this.serial}@example.com` };
  }

  /** NotPlayable before anything is sent, when no code could be read back. */
  requireCodes(): CodeSource {
    if (!this.codes) throw new NotPlayable('no source of verification codes: give --codes FILE (or "codesFile" in the accounts file), or run against the simulator with its control key');
    return this.codes;
  }

  /** The code just sent to `target`, or NotPlayable naming what is missing. */
  async code(target: string, after = Date.now()): Promise<string> {
    const codes = this.requireCodes();
    const code = await codes.code(target, after);
    if (!code) throw new NotPlayable(`no verification code for ${target} appeared in ${codes.describe}`);
    return code;
  }

  /** Registers an account through the public API (phone, SMS code), signs it in and returns it. */
  async throwaway(p: Probe): Promise<Throwaway> {
    this.requireCodes();
    const { phone, email } = this.newTargets();
    // The accounts file's password: a password this cloud takes, so players sign the applicant in as any account.
    const password = this.a.password;
    const cc = this.a.countryCode;
    await p.call('POST /api/common/mobSendMessage', { phone, countryCode: cc, type: 'register' }, { waitOut: true });
    const code = await this.code(`${cc} ${phone}`);
    await p.call('POST /api/common/mobCheckCode', { phone, countryCode: cc, code });
    const made = await p.call('POST /api/user/v1/register', { phone, countryCode: cc, password, name: `Cf${this.serial}`, oemid: '', hideMap: '0' });
    const userId = Number(fieldOf(made.hwdata, 'userid') ?? 0);
    const token = await signIn(this.t, { ...this.a, password }, phone);
    return { token, userId, phone, email, password };
  }
}

export const hwdata = <T>(answer: Answer) => answer.hwdata as T;
