import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS } from '../world/demoAccounts';
import { worldOptionsFromEnv } from '../world/createWorld';
import { keepControlKey, newControlKey } from './controlKey';
import { logSetting } from './logging';
import { DEFAULT_HOST, startServer, type RunningServer } from './startServer';
import { recordBanner, recordOptionsFromEnv } from '../record/setup';

export { startServer, type RunningServer, type ServerOptions } from './startServer';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** How long a close may take before the process leaves anyway (a stuck socket must not keep it alive). */
const SHUTDOWN_GRACE_MS = 3000;

const listOf = (value: string | undefined): string[] | undefined => value?.split(',').map((h) => h.trim()).filter(Boolean);

/**
 * TRUST_PROXY: unset, 0 or false trusts nobody; true, yes or 1 the nearest proxy only (one hop: the client is the
 * address that proxy appended, never one the client wrote further left); a number above 1 that many hops; else
 * addresses. Trusting every hop would let a client choose its address (docs/decisions.md, "Security").
 */
export function trustProxyFromEnv(value: string | undefined): false | number | string[] {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === 'true' || text === 'yes') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return listOf(text) ?? false;
}

/** What became of SIM_STATE_FILE at start, for the banner. */
function stateLines(path: string | undefined, state: RunningServer['state']): string[] {
  if (!path || !state) return [];
  const { outcome } = state;
  const saving = `  saved every minute and on shutdown (previous copy kept as ${path}.bak); snapshots in ${path}.snapshots/`;
  if (outcome.loaded) return [`State: loaded from ${path}`, saving];
  if (outcome.movedTo) return [`State: ${path} REFUSED (${outcome.reason}); kept as ${outcome.movedTo}; started from the seed`, saving];
  return [`State: ${path} (new)`, saving];
}

/** `npm start` / `npm run serve`: the built console with the simulator, or proxied to CLOUD_URL. */
async function main() {
  const env = process.env;
  const cloudUrl = env.CLOUD_URL || undefined;
  const host = env.HOST || DEFAULT_HOST;
  const controlKey = env.SIM_CONTROL_KEY || newControlKey();
  const activity = env.SIM_ACTIVITY !== '0' && !env.SIM_SCENARIO;
  const logs = logSetting(env, Boolean(process.stdout.isTTY));
  const server = await startServer({
    port: Number(env.PORT ?? 5173),
    host,
    distDir: env.DIST_DIR ?? 'dist',
    cloudUrl,
    controlKey,
    allowedHosts: listOf(env.SIM_ALLOWED_HOSTS),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    reportAllow: listOf(env.SIM_REPORT_ALLOW),
    stateFile: env.SIM_STATE_FILE || undefined,
    ...worldOptionsFromEnv(env),
    ...recordOptionsFromEnv(env),
    // SIM_ACTIVITY=0 keeps the world still (no flapping, no generated alarms).
    activity,
  });
  // SIM_SCENARIO=file: the scenario's world, played in real time (its timeline replaces the background activity).
  const scenario = env.SIM_SCENARIO && server.sim ? await (await import('../scenario/serve')).serveScenario(server.sim, env.SIM_SCENARIO) : undefined;
  let kept: ReturnType<typeof keepControlKey> | undefined;
  const lines: string[] = [`Console: ${server.url}/login`];
  if (!LOOPBACK.has(host)) {
    lines.push(`WARNING: listening on ${host} (HOST): other machines on the network can reach the console and, with the key, the control API.`);
  }
  const trusted = trustProxyFromEnv(env.TRUST_PROXY);
  if (trusted !== false) {
    const what = typeof trusted === 'number' ? `${trusted} proxy hop${trusted === 1 ? '' : 's'}` : 'the listed proxies';
    lines.push(`X-Forwarded-For names the client (TRUST_PROXY=${env.TRUST_PROXY}: ${what}): only behind a proxy that sets it.`);
  }
  const reportAllow = listOf(env.SIM_REPORT_ALLOW);
  if (!cloudUrl && reportAllow?.length) lines.push(`Project reports may also reach ${reportAllow.join(', ')} (SIM_REPORT_ALLOW).`);
  if (cloudUrl) {
    lines.push(`Proxying /api, /eapi and /echo.io to ${cloudUrl}`);
    // The control API answers here too (faults, the journal, verify): its key as in the simulated mode.
    kept = keepControlKey({ key: controlKey, generated: !env.SIM_CONTROL_KEY, port: Number(new URL(server.url).port) });
    lines.push(`Control API: ${server.url}/__sim/faults with header "Authorization: Bearer ${controlKey}"${kept.path ? ` (key in ${kept.path})` : ''}`);
  } else {
    kept = keepControlKey({ key: controlKey, generated: !env.SIM_CONTROL_KEY, port: Number(new URL(server.url).port) });
    const w = server.sim?.world;
    lines.push(
      `Simulated cloud: seed ${w?.seed}, ${w?.devices.length} devices`,
      ...stateLines(env.SIM_STATE_FILE, server.state),
      `Control API: ${server.url}/__sim/state with header "Authorization: Bearer ${controlKey}"`,
      kept.path ? `  key made for this run, written to ${kept.path} (npm run sim reads it for this port)` : '  key from SIM_CONTROL_KEY (not written to a file)',
      'Demo accounts (password demo1234):',
      `  phone ${DEMO_ACCOUNTS.personal.phone} (country code ${DEMO_ACCOUNTS.personal.countryCode}): personal devices, no enterprise`,
      `  e-mail ${DEMO_ACCOUNTS.enterprise.email}: member of two enterprises, plus personal devices`,
      `  account ${DEMO_ACCOUNTS.account.account}: login by account name`,
    );
    if (activity) {
      lines.push(
        'Background activity: the simulated fleet raises alarms (toasts, sound) and devices go on and offline.',
        '  Quieter: `npm run sim -- alarm-rate 0` now, or start with SIM_ACTIVITY=0; mute the sound in the console\'s notification settings.',
      );
    }
  }
  lines.push(...recordBanner(recordOptionsFromEnv(env), Boolean(cloudUrl), server.record.replay));
  lines.push(logs.json ? 'Log: JSON lines from info up (LOG_LEVEL).' : 'Log: warnings and errors only; LOG_LEVEL=info for every request, LOG_FORMAT=json for JSON lines.');
  // The banner is for the person who started the server: printed last, once the server is listening.
  if (scenario) lines.push(scenario);
  console.log(lines.join('\n'));
  // SIGHUP (the terminal closed) ends the server as the others do, so its key file goes too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      kept?.forget();
      setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
      void server.close().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
