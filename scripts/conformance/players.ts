// Players: how each event of a machine's generated paths is played through a cloud's HTTP API, and how the state
// the cloud then shows is read back. Shared by `npm run conformance` and the generated Playwright-format tests.
import { visitTimeView } from '../../src/domain/roles';
import type { GraphEvent } from '../../src/machines/paths';

export type Answer = { hwcode: number | string; hwdata: unknown };
export type Transport = {
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, fields: Record<string, string>, token?: string): Promise<Answer>;
  /** The simulator's control API; undefined against a real cloud (events that need it cannot be played there). */
  control?(path: string, body?: unknown): Promise<unknown>;
};

/** Who plays which part (a file of `npm run conformance -- --accounts`); the simulator's seeded accounts by default. */
export type Accounts = {
  password: string;
  countryCode: string;
  /** Owner (Akey) and administrator (Bkey) of `device`; `applicant` holds no role on it. */
  akey: string;
  bkey: string;
  applicant: string;
  applicantUserId: number;
  device: string;
  /** The device's audit policy, which decides which audit paths apply. */
  policy: { checkType: 0 | 1; hasBkeys: boolean };
};

export const SIMULATOR_ACCOUNTS: Accounts = {
  password: 'demo1234',
  countryCode: '86',
  akey: '13800138000',
  bkey: '13900139001',
  applicant: 'user4@example.com',
  applicantUserId: 1006,
  device: '50002',
  policy: { checkType: 0, hasBkeys: true },
};

export class NotPlayable extends Error {}

export type Player = { start(): Promise<void>; play(event: GraphEvent): Promise<unknown> };

const terminal = { terminalUUID: 'conformance', terminalType: 'web', terminalName: 'Conformance', terminalOS: 'Node', loginOemId: '' };

export async function signIn(t: Transport, accounts: Accounts, loginName: string): Promise<string> {
  const answer = await t.call('POST', '/api/user/login', { loginName, loginPwd: accounts.password, countryCode: accounts.countryCode, ...terminal });
  if (String(answer.hwcode) !== '0') throw new Error(`sign-in of ${loginName} answered hwcode ${String(answer.hwcode)}`);
  return (answer.hwdata as { token: string }).token;
}

function auditPlayer(t: Transport, a: Accounts): Player {
  let applicationId = '';
  let akey = '';
  let bkey = '';
  return {
    async start() {
      const applicant = await signIn(t, a, a.applicant);
      const applied = await t.call('POST', '/api/v1/audit/addBind', { machineID: a.device, message: '', remarks: '' }, applicant);
      applicationId = String((applied.hwdata as { applicationId: number }).applicationId);
      akey = await signIn(t, a, a.akey);
      bkey = await signIn(t, a, a.bkey);
    },
    async play(event) {
      const token = event.type.startsWith('AKEY') ? akey : bkey;
      const reply = await t.call('POST', '/api/msg/v1/device/bind/verify', { applicationId, result: event.type.endsWith('PASS') ? '1' : '0' }, token);
      return String(reply.hwcode) === '0' ? (reply.hwdata as { state: string }).state : { hwcode: reply.hwcode };
    },
  };
}

function rolesPlayer(t: Transport, a: Accounts, actor: 'akey' | 'bkey'): Player {
  let token = '';
  const target = String(a.applicantUserId);
  const level = (limit: string) => t.call('POST', '/api/admin/updateLevel', { id: target, limit, terminalID: 't', machineID: a.device }, token);
  const visit = (method: 'PUT' | 'DELETE', fields: Record<string, string>) => t.call(method, '/api/device/v1/visit/time', { machineID: a.device, userId: target, ...fields }, token);
  const state = async () => {
    const found = await t.call('GET', '/api/device/v1/user/role/info', { machineID: a.device, account: a.applicant }, token);
    const info = found.hwdata as { role: string; visitTime?: number; visitAlidTimeID?: number };
    if (info.role !== 'visitor') return info.role;
    const now = t.control ? ((await t.control('state')) as { now: number }).now : Date.now();
    const view = visitTimeView(info.visitTime ?? 0, Math.floor(now / 1000));
    return { visitor: view.kind === 'until' ? 'dated' : view.kind };
  };
  return {
    async start() {
      token = await signIn(t, a, actor === 'akey' ? a.akey : a.bkey);
    },
    async play(event) {
      const moves: Record<string, () => Promise<Answer | undefined>> = {
        addBkey: () => t.call('POST', '/api/admin/push', { account: a.applicant, machineID: a.device }, token),
        upgradeVisitor: () => level('2'),
        downgradeBkey: () => level('0'),
        blacklist: () => level('-1'),
        whitelist: () => level('0'),
        SET_FOREVER: () => visit('PUT', { forever: '1' }),
        SET_CUSTOM: () => visit('PUT', { minutes: String(event.minutes) }),
        CLEAR: () => visit('DELETE', {}),
        ZERO: async () => {
          const members = await t.call('GET', '/api/device/v1/user/role/info', { machineID: a.device, account: a.applicant }, token);
          const id = (members.hwdata as { visitAlidTimeID?: number; visitTimeId?: number }).visitAlidTimeID ?? (members.hwdata as { visitTimeId?: number }).visitTimeId;
          if (id === undefined) throw new NotPlayable('the cloud does not name the visit time id in user/role/info');
          return t.call('POST', '/api/admin/zeroVisitTime', { machineID: a.device, visitAlidTimeID: String(id) }, token);
        },
        EXPIRE: async () => {
          if (!t.control) throw new NotPlayable('the visit time running out needs the simulator clock');
          await t.control('clock', { advanceMs: 11 * 60_000 });
          return undefined;
        },
      };
      const move = moves[event.type];
      if (!move) throw new NotPlayable(`no HTTP call plays ${event.type}`);
      const answer = await move();
      if (answer && String(answer.hwcode) !== '0') return { hwcode: answer.hwcode };
      return state();
    },
  };
}

/** The player of one machine variant, or NotPlayable for machines that are the console's alone. */
export function playerFor(machine: string, variant: string, transport: Transport, accounts: Accounts = SIMULATOR_ACCOUNTS): Player {
  if (machine === 'audit') return auditPlayer(transport, accounts);
  if (machine === 'roles' && (variant.endsWith('akey') || variant.endsWith('bkey'))) return rolesPlayer(transport, accounts, variant.endsWith('akey') ? 'akey' : 'bkey');
  throw new NotPlayable(`${machine} (${variant}) has no HTTP player`);
}
