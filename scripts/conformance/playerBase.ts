// What every player of scripts/conformance shares: the transport a player talks through, who plays which part,
// and signing in. players.ts picks a player per machine; the players themselves import only this file.
import type { GraphEvent } from '../../src/machines/paths';
import { z } from 'zod';
import { fieldOf } from '../../src/domain/wire/record';

export type Answer = { hwcode: number | string; hwdata: unknown };
/** A JSON body read as the cloud's envelope: a body without an hwcode shows it as such in the report. */
export function envelopeOf(body: object): Answer {
  const hwcode = fieldOf(body, 'hwcode');
  return { hwcode: typeof hwcode === 'number' ? hwcode : String(hwcode), hwdata: fieldOf(body, 'hwdata') };
}

export type Transport = {
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, fields: Record<string, string>, token?: string): Promise<Answer>;
  /** The same call with its HTTP status and body as sent (the catalogue cases check both against the contract). */
  raw?(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, fields: Record<string, string>, token?: string): Promise<{ status: number; body: unknown }>;
  /** The simulator's control API; undefined against a real cloud (events that need it cannot be played there). */
  control?(path: string, body?: unknown): Promise<unknown>;
  /** Waits (a real cloud's repeat block, a per-minute limit), saying why; setTimeout when absent. */
  wait?(ms: number, why?: string): Promise<void>;
};

/** Who plays which part (a file of `npm run conformance -- --accounts`); the simulator's seeded accounts by default. */
export type Accounts = {
  password: string;
  countryCode: string;
  /** Owner (Akey) and administrator (Bkey) of `device`; `applicant` holds no role on it (owner transfer makes it a visitor). */
  akey: string;
  bkey: string;
  applicant: string;
  applicantUserId: number;
  device: string;
  /** The device's audit policy, which decides which audit paths apply. */
  policy: { checkType: 0 | 1; hasBkeys: boolean };
  /** The catalogue's enterprise user (login, enterprise id) and another member of it a project is handed to and back. */
  enterprise?: { login: string; eid: number; member?: string };
  /** Accounts (login names, password `password`) whose password the catalogue sets to itself and whose phone or e-mail
   * it activates again: an activation, a password change and a password reset, in this order. */
  spares?: string[];
  /** A device in Akey+password mode (a wrong password is refused), and an online device the Akey opens; `device` by default. */
  passwordDevice?: string;
  visitDevice?: string;
  /** A file the cloud's verification codes reach (lines "… code 123456 to +86 13900000000"), for accounts registered by the run. */
  codesFile?: string;
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
  enterprise: { login: 'ent@example.com', eid: 201, member: 'user6@example.com' },
  spares: ['13900139002', '13900139004', 'user8@example.com'],
  passwordDevice: '50001',
  visitDevice: '50001',
};

export class NotPlayable extends Error {}

export type Player = {
  start(): Promise<void>;
  play(event: GraphEvent): Promise<unknown>;
  /** Puts back what the path changed, for clouds without the simulator's reset (called when there is no control API). */
  finish?(): Promise<void>;
};

/**
 * Without the simulator's reset a path starts from what the previous one left: the applicant is made to hold no role
 * on the device again (the Akey whitelists or downgrades it with admin/updateLevel limit 0, then it deletes the device
 * from its list with machine/del), so every path of roles, audit and owner transfer can play alone and in any order.
 */
export async function applicantLeaves(t: Transport, a: Accounts): Promise<void> {
  const akey = await signIn(t, a, a.akey);
  // Where the applicant stands, read from the device's own member lists (admins, visitors, blacklist) rather than
  // an account look-up: a cloud counts look-ups of accounts against a per-minute limit, member lists it does not,
  // and a run of a hundred paths must not spend that limit on its own clean-up.
  const listed = async (infoType: string) => {
    const answer = await t.call('POST', '/api/admin/select', { machineID: a.device, infoType, start: '0', pageSize: '500' }, akey);
    const rows: unknown[] = String(answer.hwcode) === '0' && Array.isArray(answer.hwdata) ? answer.hwdata : [];
    return rows.find((row) => Number(fieldOf(row, 'id')) === a.applicantUserId);
  };
  const admin = await listed('2');
  if (fieldOf(admin, 'limit_authority') === 3) throw new Error(`${a.applicant} owns device ${a.device}: hand it back to ${a.akey} first`);
  const blacklisted = admin ? undefined : await listed('-1');
  const visitor = admin || blacklisted ? undefined : await listed('3');
  if (!admin && !blacklisted && !visitor) return;
  if (admin || blacklisted) await t.call('POST', '/api/admin/updateLevel', { id: String(a.applicantUserId), limit: '0', terminalID: terminal.terminalUUID, machineID: a.device }, akey);
  const applicant = await signIn(t, a, a.applicant);
  await t.call('POST', '/api/machine/del', { delMachineID: a.device, isAkey: '0' }, applicant);
}

/** The terminal a conformance run signs in as. */
export const terminal = { terminalUUID: 'conformance', terminalType: 'web', terminalName: 'Conformance', terminalOS: 'Node', loginOemId: '' };

export async function signIn(t: Transport, accounts: Accounts, loginName: string): Promise<string> {
  const answer = await t.call('POST', '/api/user/login', { loginName, loginPwd: accounts.password, countryCode: accounts.countryCode, ...terminal });
  if (String(answer.hwcode) !== '0') throw new Error(`sign-in of ${loginName} answered hwcode ${String(answer.hwcode)}`);
  return z.object({ token: z.string() }).parse(answer.hwdata).token;
}

