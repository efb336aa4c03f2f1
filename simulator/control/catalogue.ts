// Every call of the control API (/__sim), declared once: method, path, what it does and its input as a zod schema
// (the JSON body of a POST, the query of a GET). The command line's generic commands and their help
// (`npm run sim -- <path> --field value`) and the control API's own OpenAPI document (GET /__sim/openapi.json) are
// derived from this list; a test checks that every control route the simulator serves is declared here.
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { snapshotInput } from '../state/snapshots';
import { FAULT_LIMITS, faultInput } from '../faults/faultSpec';
import { JOURNAL_CONTROL_CALLS } from './journal';
import { ownEntry } from '../../src/domain/ownEntry';
import { controlOpenApi } from './openapi';

const account = z.string().min(1).max(100).describe('a phone number, e-mail or account name of the simulated world');
const machineCode = z.string().min(1).max(64);
const count = (max: number) => z.number().int().min(0).max(max);

export type ControlCall = {
  method: 'GET' | 'POST' | 'DELETE';
  /** Under /__sim/. */
  path: string;
  summary: string;
  /** The JSON body (POST) or the query (GET, DELETE); `text` takes the body as text (a scenario file). */
  input: z.ZodType;
  text?: boolean;
  /** Fields the command also takes as plain words, in this order (`snapshot NAME` for `--name NAME`). */
  words?: readonly string[];
};

const none = z.strictObject({});
const call = (method: ControlCall['method'], path: string, summary: string, input: z.ZodType = none, text = false, words?: readonly string[]): ControlCall => ({ method, path, summary, input, ...(text ? { text } : {}), ...(words ? { words } : {}) });

export const CONTROL_CALLS: readonly ControlCall[] = [
  call('GET', 'state', 'counts, realtime connections, faults, the clock'),
  call('GET', 'log', 'what the simulator did (codes sent, logins, pushes, faults)'),
  call('GET', 'user', 'one user of the world', z.strictObject({ account })),
  call('GET', 'codes', 'verification codes the simulator sent', z.strictObject({ account: account.optional() })),
  call('POST', 'reset', 'a new world', z.strictObject({ seed: count(0xffff_ffff).optional(), devices: count(200_000).optional() })),
  call('POST', 'expire', "end that user's tokens (the next call answers hwcode 113)", z.strictObject({ account })),
  call('POST', 'drop', 'drop realtime connections (all, or one user\'s)', z.strictObject({ account: account.optional() })),
  call('POST', 'push', 'push a realtime message to a user; answers delivered and dropped frames', z.strictObject({ account, message: z.looseObject({ type: z.string() }) })),
  call('POST', 'qr/scan', 'mark a QR login as scanned', z.strictObject({ qrToken: z.string().min(1) })),
  call('POST', 'qr/confirm', 'confirm a QR login as the phone app would', z.strictObject({ qrToken: z.string().min(1), account })),
  call('POST', 'clock', "move the simulator's clock forward", z.strictObject({ advanceMs: z.number().int().min(0) })),
  call('POST', 'devices', 'add N devices (to an account)', z.strictObject({ count: count(100_000), account: account.optional() })),
  call('POST', 'device/state', 'set a device on or offline', z.strictObject({ machineCode, online: z.boolean() })),
  call('POST', 'flap', 'online state flaps N times a minute across the fleet (0 stops)', z.strictObject({ perMinute: count(60_000) })),
  call('POST', 'machine-code', 'make an unowned device with that code exist, or not', z.strictObject({ machineCode, exists: z.boolean(), password: z.string().optional() })),
  call('GET', 'scan-code', 'the binding code an unowned device shows', z.strictObject({ machineCode })),
  call('POST', 'visit-result', "force the next remote visit's result", z.strictObject({ result: z.string().min(1), machineCode: machineCode.optional() })),
  call('GET', 'visit-result', 'the forced visit results'),
  call('POST', 'audit/device', "a device's audit mode and password", z.strictObject({ machineId: z.number().int(), checkType: z.union([z.literal(0), z.literal(1)]).optional(), password: z.string().optional() })),
  call('GET', 'audit/applications', "a device's applications and their states", z.strictObject({ machineId: z.coerce.number().int() })),
  call('POST', 'alarm', 'raise one alarm now', z.strictObject({ account: account.optional(), machineCode: machineCode.optional(), voice: z.boolean().optional(), level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(), content: z.string().optional() })),
  call('POST', 'alarms/storm', 'N alarms a second for T seconds', z.strictObject({ perSecond: z.number().int().min(1).max(1_000), seconds: z.number().int().min(1).max(3_600), account: account.optional(), machineCode: machineCode.optional(), voice: z.boolean().optional() })),
  call('POST', 'alarms/stop', 'stop every storm'),
  call('POST', 'alarms/rate', 'background alarms per device per hour (0 stops)', z.strictObject({ perHour: z.number().min(0), machineCode: machineCode.optional() })),
  call('POST', 'alarms/step', 'step the alarm generator by ms', z.strictObject({ ms: z.number().int().min(1) })),
  call('GET', 'alarms', "the generator's rates, storms and counts"),
  call('POST', 'project-alarm', 'a project alarm', z.strictObject({ content: z.string().min(1), account: account.optional(), machineCode: machineCode.optional() })),
  call('POST', 'mass-text', 'a mass text to one account or everyone', z.strictObject({ content: z.string().min(1), account: account.optional() })),
  call('POST', 'sms/recharge', 'recharge or refund SMS stock, personal or an enterprise\'s', z.strictObject({ account: account.optional(), eid: z.number().int().optional(), amount: z.number().int(), operate: z.string().optional() })),
  call('POST', 'sms/allocate', "give a member part of the enterprise's SMS stock", z.strictObject({ eid: z.number().int(), account, amount: z.number().int() })),
  call('POST', 'sms/fail', 'make a share of SMS and e-mail deliveries fail', z.strictObject({ share: z.number().min(0).max(1) })),
  call('POST', 'sms/device', "switch a device's alarm SMS and e-mail", z.strictObject({ machineCode, sms: z.boolean().optional(), email: z.boolean().optional() })),
  call('GET', 'sms', "one account's SMS settings, stock and use", z.strictObject({ account: account.optional(), eid: z.coerce.number().int().optional() })),
  call('GET', 'ezviz', 'the camera cloud: accounts, revoked keys, access tokens', z.strictObject({ account: account.optional() })),
  call('POST', 'ezviz/revoke', 'revoke a camera cloud AppKey', z.strictObject({ appKey: z.string().min(1) })),
  call('POST', 'ezviz/expire', 'expire every camera access token now (and set the lifetime of new ones)', z.strictObject({ ttlMs: z.number().int().min(0).optional() })),
  call('GET', 'scada', 'the SCADA registrations the cloud kept'),
  call('GET', 'projects', 'projects with their delivery logs'),
  call('POST', 'projects/report', "send a project's report now", z.strictObject({ id: z.number().int() })),
  call('POST', 'projects/reporting', 'tune the reporter', z.strictObject({ intervalMs: z.number().int().optional(), backoffMs: z.number().int().optional(), maxAttempts: z.number().int().optional(), timeoutMs: z.number().int().optional(), graceMs: z.number().int().optional() })),
  call('GET', 'security/locks', 'accounts locked after wrong passwords'),
  call('POST', 'security/unlock', "lift an account's lock", z.strictObject({ account })),
  call('GET', 'security/sessions', "an account's sessions", z.strictObject({ account })),
  call('POST', 'security/unverify', "mark an account's phone or e-mail unverified", z.strictObject({ account, channel: z.enum(['phone', 'email']) })),
  call('POST', 'security/twoFactor', "an account's second factor (sms, email, or '' off)", z.strictObject({ account, channel: z.enum(['sms', 'email', '']) })),
  call('GET', 'faults', 'the faults with their hits, passes, drops and deliveries'),
  call('POST', 'faults', 'add a fault or a list of faults (see docs/qa.md)', z.union([faultInput, z.array(faultInput).min(1).max(FAULT_LIMITS.faults)])),
  call('DELETE', 'faults', 'clear all faults, or one', z.strictObject({ id: z.coerce.number().int().optional() })),
  call('POST', 'faults/clear', 'clear all faults, or one (for clients without DELETE)', z.strictObject({ id: z.number().int().optional() })),
  call('POST', 'faults/enable', 'turn a fault on', z.strictObject({ id: z.number().int() })),
  call('POST', 'faults/disable', 'turn a fault off, keeping it listed', z.strictObject({ id: z.number().int() })),
  call('GET', 'scenario', "the loaded scenario's status, accounts, hash and a page of its record", z.strictObject({ offset: z.coerce.number().int().min(0).optional(), limit: z.coerce.number().int().min(1).max(5_000).optional() })),
  call('POST', 'scenario', 'load a scenario (its YAML or JSON text; ?play=realtime)', z.string(), true),
  call('POST', 'scenario/step', 'play ms of simulated time', z.strictObject({ ms: z.number().int().min(1).optional() })),
  call('POST', 'scenario/run', 'play the scenario to its end', z.strictObject({ stepMs: z.number().int().min(1).optional() })),
  call('POST', 'snapshot', 'keep the world as a named snapshot (in the state file\'s folder with SIM_STATE_FILE)', snapshotInput, false, ['name']),
  call('POST', 'restore', 'put a named snapshot back in place of the world', snapshotInput, false, ['name']),
  call('GET', 'snapshots', 'the named snapshots, where they are kept and how many may be'),
  call('GET', 'openapi.json', 'this list as an OpenAPI document'),
  ...JOURNAL_CONTROL_CALLS,
];

/** The declared input of a call, for its handler to check the body or query with. */
export function inputOf(method: ControlCall['method'], path: string): z.ZodType {
  const declared = CONTROL_CALLS.find((c) => c.method === method && c.path === path);
  if (!declared) throw new Error(`no control call ${method} ${path} is declared`);
  return declared.input;
}

/** The generic command of a call: its path, with the method when two calls share a path (`faults`, `DELETE faults`). */
export function commandOf(c: ControlCall): string {
  const shared = CONTROL_CALLS.filter((o) => o.path === c.path).length > 1;
  return shared && c.method !== 'POST' && c.method !== 'GET' ? `${c.method.toLowerCase()}:${c.path}` : shared && c.method === 'GET' ? `get:${c.path}` : c.path;
}

const fieldsOf = (schema: z.ZodType): string => {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' });
  const props = Object.keys(json.properties ?? {});
  return props.map((p) => ((json.required ?? []).includes(p) ? `--${p} …` : `[--${p} …]`)).join(' ');
};

/** The help of the generic commands, one line per control call. */
export function controlHelp(): string {
  return CONTROL_CALLS.map((c) => {
    const words = (c.words ?? []).map((w) => `<${w}>`).join(' ');
    const head = `  ${commandOf(c)} ${c.text ? '<file>' : words || fieldsOf(c.input)}`.trimEnd();
    return `${head.padEnd(46)}${head.length >= 46 ? `\n${' '.repeat(46)}` : ''}${c.method} /__sim/${c.path}: ${c.summary}`;
  }).join('\n');
}

/** The body or query of a generic command from `--field value` arguments (values read as JSON when they parse). */
export function inputFromArgs(c: ControlCall, args: readonly string[]): { ok: true; value: unknown } | { ok: false; error: string } {
  const props = z.toJSONSchema(c.input, { unrepresentable: 'any' }).properties ?? {};
  const fields: Record<string, unknown> = {};
  // Leading plain words fill the declared word fields, in order (`snapshot before-upgrade`).
  let start = 0;
  for (const word of c.words ?? []) {
    const value = args[start];
    if (value === undefined || value.startsWith('--')) break;
    fields[word] = value;
    start += 1;
  }
  for (let i = start; i < args.length; i += 1) {
    const name = /^--([A-Za-z][\w-]*)$/.exec(args[i] ?? '')?.[1];
    if (!name) return { ok: false, error: `expected --field value, got ${args[i]}` };
    const raw = args[i + 1];
    i += 1;
    let value: unknown = raw ?? true;
    // A text field keeps its text even when it reads as JSON (an account of digits, a code).
    const declared = ownEntry(props, name);
    if (raw !== undefined && !(typeof declared === 'object' && declared.type === 'string')) {
      try {
        value = JSON.parse(raw);
      } catch {
        value = raw;
      }
    }
    fields[name] = value;
  }
  const checked = c.input.safeParse(fields);
  if (checked.success) return { ok: true, value: checked.data };
  return { ok: false, error: checked.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ') };
}

let document: Record<string, unknown> | undefined;
/** GET /__sim/openapi.json: the control API's own contract (behind the control key like every control call). */
export const catalogueHandlers = () => [http.get('*/__sim/openapi.json', () => HttpResponse.json((document ??= controlOpenApi(CONTROL_CALLS))))];
