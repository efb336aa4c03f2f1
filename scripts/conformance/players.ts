// Players: how each event of a machine's generated paths is played through a cloud's HTTP API, and how the state
// the cloud then shows is read back. Shared by `npm run conformance` and the generated Playwright-format tests.
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';
import { BusinessCode } from '../../src/domain/resultCodes';
import { mayActOn, roleOf, visitTimeView, type DeviceRole } from '../../src/domain/roles';
import { applicantLeaves, NotPlayable, signIn, SIMULATOR_ACCOUNTS, terminal, type Accounts, type Answer, type Player, type Transport } from './playerBase';
import { qrConfirmPlayer } from './qrConfirmPlayer';
import { z } from 'zod';
import { fieldOf } from '../../src/domain/wire/record';

// What every player shares lives in playerBase.ts (so qrConfirmPlayer.ts does not import this file back).
export { applicantLeaves, NotPlayable, signIn, SIMULATOR_ACCOUNTS, type Accounts, type Answer, type Player, type Transport } from './playerBase';

function auditPlayer(t: Transport, a: Accounts): Player {
  let applicationId = '';
  let akey = '';
  let bkey = '';
  return {
    async start() {
      if (!t.control) await applicantLeaves(t, a);
      const applicant = await signIn(t, a, a.applicant);
      const apply = () => t.call('POST', '/api/v1/audit/addBind', { machineID: a.device, message: '', remarks: '' }, applicant);
      let applied = await apply();
      // Without the simulator's reset, the previous path applied less than a minute ago: the spec's repeat block
      // answers ApplyTooFrequent. Wait the block out once, then apply again.
      if (String(applied.hwcode) === BusinessCode.ApplyTooFrequent) {
        await (t.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(REPEAT_REQUEST_BLOCK_MS + 1_000, `the one-minute repeat block on applications (addBind answered ${BusinessCode.ApplyTooFrequent})`);
        applied = await apply();
      }
      if (String(applied.hwcode) !== '0') throw new Error(`the application (audit/addBind) answered hwcode ${String(applied.hwcode)}`);
      applicationId = String(fieldOf(applied.hwdata, 'applicationId'));
      akey = await signIn(t, a, a.akey);
      bkey = await signIn(t, a, a.bkey);
    },
    async play(event) {
      const token = event.type.startsWith('AKEY') ? akey : bkey;
      const reply = await t.call('POST', '/api/msg/v1/device/bind/verify', { applicationId, result: event.type.endsWith('PASS') ? '1' : '0' }, token);
      return String(reply.hwcode) === '0' ? fieldOf(reply.hwdata, 'state') : { hwcode: reply.hwcode };
    },
    // An application the Akey and the Bkey passed made the applicant a member: it leaves again.
    finish: () => applicantLeaves(t, a),
  };
}

const roleInfo = z.object({ role: z.string(), visitTime: z.number().nullish() });

function rolesPlayer(t: Transport, a: Accounts, actor: 'akey' | 'bkey'): Player {
  let token = '';
  const target = String(a.applicantUserId);
  const level = (limit: string) => t.call('POST', '/api/admin/updateLevel', { id: target, limit, terminalID: 't', machineID: a.device }, token);
  const visit = (method: 'PUT' | 'DELETE', fields: Record<string, string>) => t.call(method, '/api/device/v1/visit/time', { machineID: a.device, userId: target, ...fields }, token);
  const state = async () => {
    const found = await t.call('GET', '/api/device/v1/user/role/info', { machineID: a.device, account: a.applicant }, token);
    const info = roleInfo.parse(found.hwdata);
    if (info.role !== 'visitor') return info.role;
    const now = t.control ? z.object({ now: z.number() }).parse(await t.control('state')).now : Date.now();
    const view = visitTimeView(info.visitTime ?? 0, Math.floor(now / 1000));
    return { visitor: view.kind === 'until' ? 'dated' : view.kind };
  };
  return {
    async start() {
      // From a fresh world the applicant holds no role; without the reset an earlier path may have left it one.
      if (!t.control) await applicantLeaves(t, a);
      token = await signIn(t, a, actor === 'akey' ? a.akey : a.bkey);
    },
    finish: () => applicantLeaves(t, a),
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
          const id = fieldOf(members.hwdata, 'visitAlidTimeID') ?? fieldOf(members.hwdata, 'visitTimeId');
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

type TransferActor = 'akey' | 'bkey' | 'visitor';
// What the players read of the cloud's answers (the contract check has already held them to their schemas).
const deviceRole = z.enum(['akey', 'bkey', 'visitor', 'ordinary', 'blacklisted']) satisfies z.ZodType<DeviceRole>;
const limitAuthority = z.number().nullish().transform((limit) => limit ?? undefined);
const ownLimit = z.object({ limit_authority: limitAuthority });
const memberInfo = z.object({ id: z.number().optional(), role: deviceRole.optional(), limit_authority: limitAuthority, blacklisted: z.boolean().optional() });
type MemberView = { id?: number; role: DeviceRole; limit?: number };

/**
 * Owner transfer (product.md sections 4 and 6), over the public API alone: the Akey of `device` hands it to the
 * Bkey (`bkey`) or to a visitor (`applicant`, made one first: admin/push, then updateLevel 0). The console asks
 * its own role with device/v1/detail, a candidate's with user/role/info, and transfers with admin/updateLevel
 * limit 3. Moves the console makes without a call (CONFIRM, BACK, CANCEL, RETRY) check that the cloud changed
 * nothing. A refused transfer (the machine's error answer, no permission) is played as a race: the device is
 * handed to the other candidate first, so the console's call comes from a Bkey. A Bkey or visitor is denied by
 * the console; the cloud must refuse its transfer too.
 */
function ownerTransferPlayer(t: Transport, a: Accounts, actor: TransferActor): Player {
  const holder: Partial<Record<DeviceRole, string>> = { akey: a.akey, bkey: a.bkey, visitor: a.applicant };
  const ids = new Map<string, number>();
  let owner = '';
  let token = '';
  let actorRole: DeviceRole = 'ordinary';
  let candidate = '';

  const ownRole = async (as: string) => {
    const answer = await t.call('GET', '/api/device/v1/detail', { machineId: a.device }, as);
    const ordinary: DeviceRole = 'ordinary';
    if (String(answer.hwcode) !== '0') return { role: ordinary, hwcode: answer.hwcode };
    const { limit_authority: limit } = ownLimit.parse(answer.hwdata);
    return { role: roleOf(limit), limit };
  };
  const member = async (as: string, account: string): Promise<MemberView> => {
    const answer = await t.call('GET', '/api/device/v1/user/role/info', { machineID: a.device, account }, as);
    if (String(answer.hwcode) !== '0') throw new Error(`user/role/info of ${account} answered hwcode ${String(answer.hwcode)}`);
    const info = memberInfo.parse(answer.hwdata);
    const limit = info.limit_authority !== undefined && info.limit_authority >= 0 ? info.limit_authority : undefined;
    if (info.id !== undefined) ids.set(account, info.id);
    return { id: info.id, role: info.role ?? roleOf(limit, info.blacklisted === true), limit };
  };
  const transfer = (as: string, account: string) =>
    t.call('POST', '/api/admin/updateLevel', { id: String(ids.get(account) ?? ''), limit: '3', terminalID: terminal.terminalUUID, machineID: a.device }, as);
  /** A move without a call: the console shows `next` when the cloud still shows the actor as it did. */
  const unchanged = async (next: string) => {
    const now = await ownRole(token);
    return now.role === actorRole ? next : { actorRole: now.role };
  };

  return {
    async start() {
      const akey = await signIn(t, a, a.akey);
      if ((await ownRole(akey)).role !== 'akey') throw new Error(`${a.akey} does not own device ${a.device}`);
      owner = a.akey;
      if ((await member(akey, a.bkey)).role !== 'bkey') throw new Error(`${a.bkey} is not a Bkey of device ${a.device}`);
      // The visitor candidate: pushed as a Bkey and downgraded (a Bkey or blacklisted applicant only downgraded).
      if ((await member(akey, a.applicant)).role === 'ordinary') await t.call('POST', '/api/admin/push', { account: a.applicant, machineID: a.device }, akey);
      if ((await member(akey, a.applicant)).role !== 'visitor') {
        await t.call('POST', '/api/admin/updateLevel', { id: String(ids.get(a.applicant) ?? ''), limit: '0', terminalID: terminal.terminalUUID, machineID: a.device }, akey);
      }
      if ((await member(akey, a.applicant)).role !== 'visitor') throw new Error(`${a.applicant} could not be made a visitor of device ${a.device}`);
      token = actor === 'akey' ? akey : await signIn(t, a, holder[actor]!);
      actorRole = (await ownRole(token)).role;
    },
    async play(event) {
      switch (event.type) {
        case 'START': {
          const { role } = await ownRole(token);
          if (role === 'akey') return 'choosing';
          // The console denies; the cloud must refuse the same transfer (to a member the actor does not hold).
          const target = role === 'bkey' ? a.applicant : a.bkey;
          const refused = await transfer(token, target);
          return String(refused.hwcode) === BusinessCode.NoPermission ? 'denied' : { role, transfer: refused.hwcode };
        }
        case 'CHOOSE': {
          const wanted = deviceRole.parse(fieldOf(event.candidate, 'role'));
          const account = holder[wanted];
          if (!account) throw new NotPlayable(`no account of the accounts file is ${wanted} of the device`);
          const seen = await member(token, account);
          if (seen.role !== wanted) return { candidate: seen.role };
          if (!mayActOn(actorRole, 'transferOwner', seen.role)) return 'choosing';
          candidate = account;
          return 'confirming';
        }
        case 'CONFIRM':
          return ids.has(candidate) ? unchanged('transferring') : { candidateId: null };
        case 'RETRY':
          return unchanged('transferring');
        case 'BACK':
          candidate = '';
          return unchanged('choosing');
        case 'CANCEL':
          candidate = '';
          return unchanged('idle');
        case 'xstate.done.actor.transfer': {
          const answer = await transfer(token, candidate);
          if (String(answer.hwcode) !== '0') return { hwcode: answer.hwcode };
          owner = candidate;
          // The target is the owner (3), the previous owner an admin (2), and the owner heads the admin list.
          const [next, previous] = [await member(token, candidate), await ownRole(token)];
          const admins = await t.call('POST', '/api/admin/select', { machineID: a.device, infoType: '2', start: '0', pageSize: '500' }, token);
          const adminRows: unknown[] = Array.isArray(admins.hwdata) ? admins.hwdata : [];
          const first = fieldOf(adminRows[0], 'id');
          const ok = next.limit === 3 && previous.limit === 2 && first === ids.get(candidate);
          return ok ? 'transferred' : { newOwnerLimit: next.limit, previousOwnerLimit: previous.limit, adminListHead: first };
        }
        case 'xstate.error.actor.transfer': {
          const expected = fieldOf(event.error, 'code');
          if (expected !== BusinessCode.NoPermission) throw new NotPlayable(`no HTTP call makes the cloud refuse a transfer with ${String(expected)}`);
          const other = candidate === a.bkey ? a.applicant : a.bkey;
          const before = await member(token, candidate);
          const raced = await transfer(token, other);
          if (String(raced.hwcode) !== '0') throw new Error(`handing the device to ${other} first answered hwcode ${String(raced.hwcode)}`);
          owner = other;
          const answer = await transfer(token, candidate);
          if (String(answer.hwcode) !== expected) return { hwcode: answer.hwcode };
          const after = await member(token, candidate);
          return after.limit === before.limit ? 'failed' : { candidateLimit: after.limit };
        }
        default:
          throw new NotPlayable(`no HTTP call plays ${event.type}`);
      }
    },
    async finish() {
      if (owner !== '' && owner !== a.akey) {
        const current = await signIn(t, a, owner);
        await member(current, a.akey);
        const back = await transfer(current, a.akey);
        if (String(back.hwcode) !== '0') throw new Error(`handing device ${a.device} back to ${a.akey} answered hwcode ${String(back.hwcode)}`);
        owner = a.akey;
      }
      // The visitor candidate start() made (or the owner it became, now an admin) leaves the device again.
      await applicantLeaves(t, a);
    },
  };
}

/** The player of one machine variant, or NotPlayable for machines that are the console's alone. */
/** Whether `playerFor` plays this machine's variant over HTTP (the others are console-only). */
export function hasPlayer(machine: string, variant: string): boolean {
  try {
    playerFor(machine, variant, { call: () => Promise.reject(new Error('not called')) });
    return true;
  } catch (error) {
    if (error instanceof NotPlayable) return false;
    throw error;
  }
}

/**
 * How long a path may wait beyond its calls: without the simulator's reset, an audit path's application may meet the
 * spec's one-minute repeat block and waits it out once. The generated projects derive each test's timeout from it.
 */
export function waitBudgetMs(machine: string, keyed: boolean): number {
  return machine === 'audit' && !keyed ? REPEAT_REQUEST_BLOCK_MS + 1_000 : 0;
}

export function playerFor(machine: string, variant: string, transport: Transport, accounts: Accounts = SIMULATOR_ACCOUNTS): Player {
  if (machine === 'audit') return auditPlayer(transport, accounts);
  if (machine === 'roles' && (variant.endsWith('akey') || variant.endsWith('bkey'))) return rolesPlayer(transport, accounts, variant.endsWith('akey') ? 'akey' : 'bkey');
  const named = /started by the (akey|bkey|visitor)$/.exec(variant)?.[1];
  const starter = named === 'akey' || named === 'bkey' || named === 'visitor' ? named : undefined;
  if (machine === 'ownerTransfer' && starter) return ownerTransferPlayer(transport, accounts, starter);
  if (machine === 'qrConfirm') return qrConfirmPlayer(transport, accounts);
  throw new NotPlayable(`${machine} (${variant}) has no HTTP player`);
}
