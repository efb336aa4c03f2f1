// `npm run sim -- <command>`: the control API of a running simulator, from the shell (QA).
const HELP = `Usage: npm run sim -- [--url http://localhost:5173] <command>

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

The account is a phone number, e-mail or account name of the simulated world (e.g. 13800138000).`;

const args = process.argv.slice(2);
let base = process.env.SIM_URL ?? `http://localhost:${process.env.PORT ?? 5173}`;
const urlFlag = args.indexOf('--url');
if (urlFlag >= 0) {
  base = args[urlFlag + 1] ?? base;
  args.splice(urlFlag, 2);
}
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
      return a && b ? ['push', { account: a, message: JSON.parse(b) as unknown }] : undefined;
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
    case 'mass-text':
      return a ? ['mass-text', { content: a, ...(b ? { account: b } : {}) }] : undefined;
    default:
      return undefined;
  }
}

const call = request();
if (!call) {
  console.log(HELP);
  process.exit(command === undefined || command === '--help' || command === 'help' ? 0 : 1);
}
const [path, body] = call;
const res = await fetch(`${base}/__sim/${path}`, {
  method: body === undefined ? 'GET' : 'POST',
  headers: { 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});
console.log(JSON.stringify(await res.json(), null, 2));
process.exit(res.ok ? 0 : 1);
export {};
