// `npm run sim -- <command>`: the control API of a running simulator, from the shell (QA).
import { readFileSync } from 'node:fs';
import { SMS_HELP, smsRequest } from './cliSms';
import { QA_HELP } from './qaCli';
import { RECORD_COMMANDS, RECORD_HELP } from './recordCli';
import { controlHelp, inputFromArgs } from './control/catalogue';
import { formOf, genericCall, restOf, usageOf } from './cliForms';
import { CONTROL_KEY_FILE, portOfUrl, readControlKey } from './server/controlKey';
import { fieldsOf } from './narrow';
const HELP = `Usage: npm run sim -- [--url http://localhost:$PORT] [--key KEY] <command>

Calls the control API of the simulator at SIM_URL, else http://localhost:$PORT (PORT, 5173 by default), with the
key from --key, SIM_CONTROL_KEY or the .sim-control-key.<port> file npm start writes in this folder for the
server on that port.

  state                         counts and realtime connections
  log                           what the simulator did (codes sent, logins, pushes)
  codes [account]               verification codes sent (to one phone or e-mail)
  reset [seed] [devices]        a new world
  expire <account>              end that user's tokens (next call answers hwcode 113)
  drop [account]                drop realtime connections (all, or one user's)
  push <account> <json>         push a realtime message, e.g. '{"type":"userLogout","loginIp":"10.0.0.9","reason":"x"}'
  qr-scan <qrToken>             mark a QR login as scanned
  qr-confirm <qrToken> <account> confirm a QR login as the phone app would
  clock <ms>                    move the simulator's clock forward
  devices <count> [account]     add N devices (owned by the account, or spread over the fleet's owners)
  device-state <machineCode> online|offline
                                set one device on or offline
  flap <perMinute>              devices go on and offline N times a minute (0 stops)
  machine-code <machineCode> exists|gone [password]
                                make an unowned device with that code exist (for adding by code), or not
  visit-result <result> [machineCode]
                                force the next remote visit's result: success, BLACKLIST, ADMINISTRATOR, GENERAL_USER,
                                CLOUD_EXPIRED, REST_TIME_OUT, PASSWORD_ERROR, CLOUD_VISIT_TIMEOUT, WRONG_ROLE
  alarm [account] [--device code] [--voice] [--level 1|2|3] [--content text]
                                raise one alarm now
  storm <perSecond> <seconds> [account] [--device code] [--voice]
                                N alarms a second for T seconds on the account's devices (or all)
  storm-stop                    stop every storm
  alarm-rate <perHour> [machineCode]
                                background alarms per device per hour (0 stops)
  alarms                        the generator's rates, storms and alarm counts
  project-alarm <content> [account] [--device code]
  mass-text <content> [account] a mass text to one account or to everyone
  receiver --port N --key K [--host H] [--fail N]
                                a project reporting server that checks signatures and prints reports
${SMS_HELP}
${QA_HELP}
${RECORD_HELP}

Every control call, as \`npm run sim -- <path> --field value …\` (values are JSON when they parse; GET fields go in
the query; the same list is GET /__sim/openapi.json):
${controlHelp()}

The account is a phone number, e-mail or account name of the simulated world (e.g. 13800138000).`;

const args = process.argv.slice(2);
/** The arguments as typed (the options below are taken out of \`args\`), for the generic commands. */
const typed = [...args];
let base = process.env.SIM_URL ?? `http://localhost:${process.env.PORT ?? 5173}`;
const urlFlag = args.indexOf('--url');
if (urlFlag >= 0) {
  base = args[urlFlag + 1] ?? base;
  args.splice(urlFlag, 2);
}
const keyFlag = args.indexOf('--key');
const key = keyFlag >= 0 ? args.splice(keyFlag, 2)[1] : readControlKey(base);
/** `--name value` and `--flag` options, taken out of the positional arguments. */
function option(name: string, takesValue: boolean): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = takesValue ? args[at + 1] : 'true';
  args.splice(at, takesValue ? 2 : 1);
  return value;
}
const voice = option('voice', false);
const level = option('level', true);
const content = option('content', true);
const [command, a, b, c] = args;

const device = option('device', true);
/** Whose devices: `--device <machineCode>` names one, an account names all whose alarms it receives. */
const target = (account: string | undefined) => (device ? { machineCode: device } : account ? { account } : {});

function parseJson(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    console.error(`Not JSON: ${text.slice(0, 80)}`);
    process.exit(1);
  }
}

function request(): [string, unknown?] | undefined {
  switch (command) {
    case 'state':
    case 'log':
      return [command];
    case 'codes':
      return [`codes${a ? `?account=${encodeURIComponent(a)}` : ''}`];
    case 'reset':
      return ['reset', { seed: a === undefined ? undefined : Number(a), devices: b === undefined ? undefined : Number(b) }];
    case 'expire':
      return a ? ['expire', { account: a }] : undefined;
    case 'drop':
      return ['drop', a ? { account: a } : {}];
    case 'push':
      return a && b ? ['push', { account: a, message: parseJson(b) }] : undefined;
    case 'qr-scan':
      return a ? ['qr/scan', { qrToken: a }] : undefined;
    case 'qr-confirm':
      return a && b ? ['qr/confirm', { qrToken: a, account: b }] : undefined;
    case 'clock':
      return a ? ['clock', { advanceMs: Number(a) }] : undefined;
    case 'devices':
      return a ? ['devices', { count: Number(a), ...(b ? { account: b } : {}) }] : undefined;
    case 'device-state':
      return a && (b === 'online' || b === 'offline') ? ['device/state', { machineCode: a, online: b === 'online' }] : undefined;
    case 'flap':
      return a ? ['flap', { perMinute: Number(a) }] : undefined;
    case 'machine-code':
      return a && (b === 'exists' || b === 'gone') ? ['machine-code', { machineCode: a, exists: b === 'exists', password: c }] : undefined;
    case 'visit-result':
      return a ? ['visit-result', { result: a, ...(b ? { machineCode: b } : {}) }] : undefined;
    case 'alarm':
      return ['alarm', { ...target(a), voice, level, content }];
    case 'storm':
      return a && b ? ['alarms/storm', { perSecond: Number(a), seconds: Number(b), ...target(c), voice }] : undefined;
    case 'storm-stop':
      return ['alarms/stop', {}];
    case 'alarm-rate':
      return a ? ['alarms/rate', { perHour: Number(a), ...(b ? { machineCode: b } : {}) }] : undefined;
    case 'alarms':
      return ['alarms'];
    case 'project-alarm':
      return a ? ['project-alarm', { content: a, ...target(b) }] : undefined;
    case 'sms':
      return smsRequest(args.slice(1));
    case 'mass-text':
      return a ? ['mass-text', { content: a, ...(b ? { account: b } : {}) }] : undefined;
    default:
      return undefined;
  }
}

if (command === 'fault' || command === 'scenario') await (await import('./qaCli')).runQaCli(command, args.slice(1), base, key);
if (command && RECORD_COMMANDS.has(command)) await (await import('./recordCli')).runRecordCli(command, args.slice(1), base, key);
// For the receiver, `--key` (taken out above as the control key) is the project's secret key.
if (command === 'receiver') await (await import('./receiver')).runReceiverCli([...args.slice(1), ...(keyFlag >= 0 && key ? ['--key', key] : [])]);
/** A declared control call run by its path: `security/unlock --account 13800138000`. */
function generic(): [string, unknown?, string?] | undefined {
  const declared = command === undefined ? undefined : genericCall(command);
  if (!declared) return undefined;
  const rest = restOf(typed, command!);
  if (declared.text) {
    if (!rest[0]) return undefined;
    return [declared.path, readFileSync(rest[0], 'utf8'), 'POST'];
  }
  const input = inputFromArgs(declared, rest);
  if (!input.ok) usageError(`${command}: ${input.error}`);
  if (declared.method === 'POST') return [declared.path, input.value, 'POST'];
  const query = new URLSearchParams(Object.entries(fieldsOf(input.value)).map(([k, v]) => [k, String(v)])).toString();
  return [`${declared.path}${query ? `?${query}` : ''}`, undefined, declared.method];
}

/** A line that would do nothing or the wrong thing: the reason, the command's usage, exit 2. */
function usageError(reason: string): never {
  console.error(`${reason}\n\n${usageOf(command ?? '', HELP)}`);
  process.exit(2);
}
if (command === undefined || command === '--help' || command === 'help') {
  console.log(HELP);
  process.exit(0);
}
const form = formOf(command, restOf(typed, command));
if (form.kind === 'usage') usageError(form.error);
const call: [string, unknown?, string?] | undefined = form.kind === 'generic' ? generic() : request() ?? generic();
if (!call) usageError(usageOf(command, HELP).startsWith('Usage:\n') ? `${command}: these arguments do not fit` : `unknown command ${command}`);
const [path, body, method] = call;
const callUrl = `${base}/__sim/${path}`;
let res: Response;
try {
  res = await fetch(callUrl, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': typeof body === 'string' ? 'text/yaml' : 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
} catch {
  // One line, not a stack trace: the usual cause is a simulator that is not running or runs on another port.
  console.error(`No simulator answers at ${base} (is npm start running there? set --url, SIM_URL or PORT).`);
  process.exit(2);
}
if (res.status === 401 || res.status === 403) {
  const refusal: unknown = await res.json().catch(() => ({}));
  const { error } = fieldsOf(refusal);
  console.error(
    `The simulator at ${base} refused the call (${typeof error === 'string' ? error : `HTTP ${res.status}`}): ${
      key ? 'the key is not this server\'s' : 'no key found'
    }; pass --key, set SIM_CONTROL_KEY or run where npm start wrote ${CONTROL_KEY_FILE}.${portOfUrl(base) ?? '<port>'}.`,
  );
  process.exit(1);
}
const text = await res.text();
try {
  console.log(JSON.stringify(JSON.parse(text), null, 2));
} catch {
  console.log(text);
}
process.exit(res.ok ? 0 : 1);
export {};
