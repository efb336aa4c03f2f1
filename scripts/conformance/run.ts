// The conformance suite: plays generated paths (audit, roles, owner transfer), the sign-in and session paths and the transport
// error cases through a cloud's HTTP API and says, path by path, where the cloud answers as the spec says.
import { BusinessCode } from '../../src/domain/resultCodes';
import { generatePaths, type GeneratedPath } from '../../src/machines/paths';
import { catalogueSize, runCatalogue } from './catalogue';
import { contractOf } from './contract';
import { NotPlayable, playerFor, signIn, type Accounts, type Player, type Transport } from './players';
import { envelopeOf } from './playerBase';
import { controlCodes, Fixture, Probe, type CodeSource } from './probe';
import { formRequest } from './formRequest';
import type { PathResult, StepResult } from './results';
import { resultLines, silentProgress, type Progress } from './progress';
import { summaryLines } from './summary';


/** fetch-based transport: form fields as the console sends them, the control key for /__sim/. */
export function httpTransport(base: string, controlKey?: string, progress?: Progress): Transport {
  const raw: NonNullable<Transport['raw']> = (method, path, fields, token) => formRequest(base, method, path, fields, token);
  return {
    raw,
    // A wait is said when it starts, with how long and why (a run must never look stuck).
    async wait(ms, why = 'the cloud asked to wait') {
      progress?.wait(ms, why);
      await new Promise<void>((resolve) => setTimeout(resolve, ms));
    },
    async call(method, path, fields, token) {
      const { status, body } = await raw(method, path, fields, token);
      if (status !== 200 || typeof body !== 'object' || body === null) return { hwcode: `HTTP ${status}`, hwdata: null };
      return envelopeOf(body);
    },
    ...(controlKey
      ? {
          async control(path: string, body?: unknown) {
            const res = await fetch(`${base}/__sim/${path}`, {
              method: body === undefined ? 'GET' : 'POST',
              headers: { authorization: `Bearer ${controlKey}`, 'content-type': 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            });
            const answer: unknown = await res.json();
            return answer;
          },
        }
      : {}),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Without the control API nothing is reset between paths, so each path is given an applicant in the state it
 * expects: no role on the device, and no application within the spec's one-minute repeat block. An audit path gets
 * a throwaway account registered through the public API (when a code source is known; else the accounts file's
 * applicant, and the player waits the block out). The roles and owner-transfer paths use the accounts file's
 * applicant, made to leave the device before and after the path (the Akey whitelists or downgrades it, then it
 * deletes the device from its list).
 */
async function applicantFor(t: Transport, accounts: Accounts, path: GeneratedPath, fixture?: Fixture) {
  const none = { accounts, leave: async () => undefined };
  if (t.control || !fixture) return none;
  const leaveDevice = (who: { userId: number; token: () => Promise<string> }) => async () => {
    // Fresh sessions: the players' sign-ins of every path may have ended an older one (a cloud keeps so many per user).
    const akey = await fixture.freshToken(accounts.akey);
    await t.call('POST', '/api/admin/updateLevel', { id: String(who.userId), limit: '0', terminalID: 'conformance', machineID: accounts.device }, akey);
    await t.call('POST', '/api/machine/del', { delMachineID: accounts.device, isAkey: '0' }, await who.token());
  };
  if (path.machine === 'audit' && fixture.codes) {
    const me = await fixture.throwaway(new Probe(t, contractOf(), 'applicant'));
    return { accounts: { ...accounts, applicant: me.phone, applicantUserId: me.userId }, leave: leaveDevice({ userId: me.userId, token: async () => me.token }) };
  }
  if (path.machine !== 'roles' && path.machine !== 'ownerTransfer') return none;
  const leave = leaveDevice({ userId: accounts.applicantUserId, token: () => fixture.freshToken(accounts.applicant) });
  await leave().catch(() => undefined);
  return { accounts, leave };
}

/** One path: the simulator is reset first; a cloud without the control API gets back what the path changed. */
export async function playPath(t: Transport, accounts: Accounts, path: GeneratedPath, fixture?: Fixture): Promise<PathResult> {
  const suite = `${path.machine} (${path.variant})`;
  const steps: StepResult[] = [];
  let player: Player | undefined;
  let leave = async (): Promise<unknown> => undefined;
  try {
    if (t.control) await t.control('reset', { seed: 1 });
    const playing = await applicantFor(t, accounts, path, fixture);
    leave = playing.leave;
    player = playerFor(path.machine, path.variant, t, playing.accounts);
    await player.start();
    for (const step of path.steps.slice(1)) {
      const observed = await player.play(step.event);
      const ok = same(observed, step.state);
      steps.push({ event: step.event.type, expected: step.state, observed, ok });
      if (!ok) return { suite, name: path.name, status: 'differs', steps };
    }
    return { suite, name: path.name, status: 'pass', steps };
  } catch (error) {
    if (error instanceof NotPlayable) return { suite, name: path.name, status: 'skipped', steps, reason: error.message };
    return { suite, name: path.name, status: 'differs', steps, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    if (!t.control) await player?.finish?.().catch(() => undefined);
    await leave().catch(() => undefined);
  }
}

/** Sign-in, session and transport cases: each a named check of what the spec says the cloud answers. */
function sessionCaseList(t: Transport, a: Accounts): [string, () => Promise<StepResult[]>][] {
  return [
    ['sign in with the right password → token', async () => {
      const token = await signIn(t, a, a.akey);
      return [{ event: 'LOGIN', expected: 'token', observed: token ? 'token' : 'none', ok: token.length > 0 }];
    }],
    ['sign in with a wrong password → business code 07010110', async () => {
      const answer = await t.call('POST', '/api/user/login', { loginName: a.akey, loginPwd: `${a.password}-wrong`, countryCode: a.countryCode, terminalUUID: 'c', terminalType: 'web', terminalName: 'C', terminalOS: 'N', loginOemId: '' });
      return [{ event: 'LOGIN', expected: BusinessCode.LoginFailed, observed: String(answer.hwcode), ok: String(answer.hwcode) === BusinessCode.LoginFailed }];
    }],
    ['sign out, then the token answers 113', async () => {
      const token = await signIn(t, a, a.akey);
      const out = await t.call('POST', '/api/user/logout', { token }, token);
      const after = await t.call('POST', '/api/user/selectInfo', {}, token);
      return [
        { event: 'LOGOUT', expected: '0', observed: String(out.hwcode), ok: String(out.hwcode) === '0' },
        { event: 'CALL', expected: '113', observed: String(after.hwcode), ok: String(after.hwcode) === '113' },
      ];
    }],
    ['a call with an unknown token answers 113 (token expired)', async () => {
      const answer = await t.call('POST', '/api/user/selectInfo', {}, 'not-a-token');
      return [{ event: 'CALL', expected: '113', observed: String(answer.hwcode), ok: String(answer.hwcode) === '113' }];
    }],
    ['a call without a token answers 113', async () => {
      const answer = await t.call('POST', '/api/user/selectInfo', {});
      return [{ event: 'CALL', expected: '113', observed: String(answer.hwcode), ok: String(answer.hwcode) === '113' }];
    }],
  ];
}

async function sessionCases(t: Transport, a: Accounts, only?: Only, progress: Progress = silentProgress): Promise<PathResult[]> {
  const results: PathResult[] = [];
  for (const [name, run] of sessionCaseList(t, a)) {
    if (only && !only('sign-in and session', name)) continue;
    progress.now(`sign-in and session: ${name}`);
    if (t.control) await t.control('reset', { seed: 1 });
    try {
      const steps = await run();
      results.push({ suite: 'sign-in and session', name, status: steps.every((s) => s.ok) ? 'pass' : 'differs', steps });
    } catch (error) {
      results.push({ suite: 'sign-in and session', name, status: 'differs', steps: [], reason: error instanceof Error ? error.message : String(error) });
    }
    progress.done(results.at(-1)!);
  }
  return results;
}

/** The generated paths the suite plays for a device of the accounts' audit policy. */
export function conformancePaths(accounts: Accounts): GeneratedPath[] {
  const policy = `checkType ${accounts.policy.checkType}, ${accounts.policy.hasBkeys ? 'with' : 'without'} Bkeys`;
  return [
    ...generatePaths('audit', 'simple', policy),
    ...generatePaths('roles', 'simple', 'seen by the akey'),
    ...generatePaths('roles', 'simple', 'seen by the bkey'),
    ...generatePaths('ownerTransfer', 'shortest', 'started by the akey'),
    ...generatePaths('ownerTransfer', 'shortest', 'started by the bkey'),
    ...generatePaths('ownerTransfer', 'shortest', 'started by the visitor'),
  ];
}

/** Which paths and cases to run (`--only`): by "suite: name". */
export type Only = (suite: string, name: string) => boolean;

export type ConformanceOptions = { only?: Only; codes?: CodeSource; catalogue?: boolean; progress?: Progress };

/** The sign-in cases, the generated paths, then every call of the catalogue (runCatalogue) unless `catalogue: false`. */
export async function runConformance(t: Transport, accounts: Accounts, options: ConformanceOptions = {}): Promise<PathResult[]> {
  const { only } = options;
  const progress = options.progress ?? silentProgress;
  const codes = options.codes ?? controlCodes(t);
  const fixture = new Fixture(t, accounts, codes);
  const paths = conformancePaths(accounts).filter((path) => !only || only(`${path.machine} (${path.variant})`, path.name));
  const catalogue = options.catalogue === false ? 0 : catalogueSize(only);
  progress.expect(sessionCaseList(t, accounts).filter(([name]) => !only || only('sign-in and session', name)).length + paths.length + catalogue);
  const results: PathResult[] = [...(await sessionCases(t, accounts, only, progress))];
  for (const path of paths) {
    progress.now(`${path.machine} (${path.variant}): ${path.name}`);
    const result = await playPath(t, accounts, path, fixture);
    progress.done(result);
    results.push(result);
  }
  if (catalogue > 0) {
    if (t.control) await t.control('reset', { seed: 1 });
    results.push(...(await runCatalogue(t, accounts, { codes, only, progress })));
  }
  return results;
}

export function report(results: PathResult[]): string {
  return [...results.flatMap(resultLines), ...summaryLines(results)].join('\n');
}
