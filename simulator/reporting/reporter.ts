// The simulator's reporting for real (Node server only): every project with reporting ON sends its devices' data
// and new alarms to the server its owner configured, as signed JSON (signature.ts), retrying with backoff, and
// logs each attempt on the project. Only the project's configured address is ever called; a retry is dropped
// when the address changed or reporting was turned off meanwhile.
import { hmiSnapshot } from '../hmi/hmiValues';
import type { Sim } from '../sim';
import type { DeliveryAttempt } from '../../src/domain/wire/project';
import { attachReporter, DEFAULT_REPORTING, logAttempt, projectState, signingKeys, type Reporter, type ReportingConfig, type SimProject } from './state';
import { ATTEMPT_HEADER, DELIVERY_HEADER, signatureHeader, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature';
import { postReport } from './post';
import { allowedPairs, resolveReportTarget, type Lookup } from './target';
import { textIn } from '../../src/domain/cloudText';

/** How often the reporter looks for projects due a regular report (config changes apply at the next tick). */
const TICK_MS = 250;

export type ReportBody = {
  deliveryId: string;
  projectId: number;
  projectName: string;
  /** ms since the epoch (wall clock), the same value as the X-Report-Timestamp header. */
  timestamp: number;
  devices: Array<{ machineId: number; machineCode: string; machineName: string; online: boolean; values: Record<string, number> }>;
  alarms: Array<{ id: number; machineId: number; machineCode: string; level: number; content: string; raisedAt: number; state: string }>;
};

function buildReport(sim: Sim, project: SimProject): ReportBody {
  const now = sim.clock.now();
  const world = sim.world;
  const language = world.users.find((u) => u.id === project.ownerId)?.countryCode === '86' ? 'cn' : 'en';
  const devices = project.machineIds.flatMap((id) => world.devices.filter((d) => d.machine_id === id));
  const ids = new Set(project.machineIds);
  const alarms = world.alarms.filter((a) => ids.has(a.machineId) && a.id > project.lastAlarmId).sort((a, b) => a.id - b.id);
  project.lastAlarmId = world.alarms.reduce((max, a) => Math.max(max, a.id), project.lastAlarmId);
  project.sequence += 1;
  return {
    deliveryId: `${project.id}-${project.sequence}`,
    projectId: project.id,
    projectName: project.name,
    // Wall-clock time: the receiver compares it with its own clock (the simulator's clock may have been moved).
    timestamp: Date.now(),
    devices: devices.map((d) => {
      const active = world.alarms.filter((a) => a.machineId === d.machine_id && a.state === 'active').length;
      const snapshot = hmiSnapshot(d, now, active);
      return {
        machineId: d.machine_id, machineCode: d.machine_code, machineName: d.machine_name, online: d.online,
        values: Object.fromEntries(snapshot.values.map((v) => [v.id, v.value])),
      };
    }),
    // A report goes to one server in one language: the owner's (Chinese for a mainland number), as SMS do.
    alarms: alarms.map((a) => ({ id: a.id, machineId: a.machineId, machineCode: a.deviceCode, level: a.level, content: textIn(a.content, language), raisedAt: a.raisedAt, state: a.state })),
  };
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

export function startReporting(sim: Sim, overrides: Partial<ReportingConfig> = {}, lookup?: Lookup): Reporter {
  const config: ReportingConfig = { ...DEFAULT_REPORTING, ...overrides, allow: [...(overrides.allow ?? [])] };
  const target = (server: string) => resolveReportTarget(server, allowedPairs(config.allow), lookup);
  const stopped = new AbortController();
  /** Projects with a report on its way (first attempt or retries): a regular tick does not start a second one. */
  const busy = new Set<number>();
  const lastSent = new Map<number, number>();

  const current = (id: number): SimProject | undefined => projectState(sim.world).projects.get(id);

  async function attempt(project: SimProject, server: string, raw: string, body: ReportBody, n: number): Promise<boolean> {
    const started = Date.now();
    let status = 0;
    let error = '';
    const timeout = AbortSignal.timeout(config.timeoutMs);
    // Checked again at every attempt: the address's DNS answer may have moved inside since it was saved.
    const checked = await target(server);
    if (!checked.ok) {
      error = `refused: ${checked.error}`;
    } else {
      const headers = {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(body.timestamp),
        [SIGNATURE_HEADER]: signatureHeader(raw, signingKeys(project, sim.clock.now())),
        [DELIVERY_HEADER]: body.deliveryId,
        [ATTEMPT_HEADER]: String(n),
      };
      const result = await postReport(checked, headers, raw, AbortSignal.any([stopped.signal, timeout]));
      status = result.status;
      error = timeout.aborted ? `no answer within ${config.timeoutMs} ms` : result.error;
      if (error === '' && (status < 200 || status > 299)) error = `HTTP ${status}`;
    }
    const okay = error === '';
    const last = okay || n >= config.maxAttempts;
    const wait = config.backoffMs * 2 ** (n - 1);
    // One reading of the clock for both times, so the logged wait is the backoff exactly whatever the load.
    const at = sim.clock.now();
    const entry: DeliveryAttempt = {
      deliveryId: body.deliveryId, attempt: n, at, status, ok: okay, latencyMs: Date.now() - started, retries: n - 1,
      error, nextRetryAt: last ? null : at + wait, server, devices: body.devices.length, alarms: body.alarms.length,
    };
    logAttempt(project, entry);
    sim.log.add('report', `project ${project.id} report ${body.deliveryId} attempt ${n} to ${server}: ${okay ? `HTTP ${status}` : error}`);
    return okay;
  }

  async function deliver(projectId: number): Promise<void> {
    const project = current(projectId);
    if (!project || project.reportState !== 1 || !project.server || busy.has(projectId)) return;
    busy.add(projectId);
    lastSent.set(projectId, Date.now());
    try {
      const server = project.server;
      const body = buildReport(sim, project);
      const raw = JSON.stringify(body);
      for (let n = 1; n <= config.maxAttempts && !stopped.signal.aborted; n += 1) {
        // The same project still, reporting still on, the same address: otherwise this report is dropped.
        const now = current(projectId);
        if (now !== project || project.reportState !== 1 || project.server !== server) return;
        if (await attempt(project, server, raw, body, n)) return;
        if (n < config.maxAttempts) await sleep(config.backoffMs * 2 ** (n - 1), stopped.signal);
      }
    } finally {
      busy.delete(projectId);
    }
  }

  // Regular reports: a light tick looks for projects whose interval has passed.
  const tick = setInterval(() => {
    const now = Date.now();
    for (const project of projectState(sim.world).projects.values()) {
      if (project.reportState === 1 && project.server && now - (lastSent.get(project.id) ?? 0) >= config.intervalMs) void deliver(project.id);
    }
  }, TICK_MS);
  tick.unref?.();

  const reporter: Reporter = {
    config,
    reportNow: (projectId) => deliver(projectId),
    refusal: async (server) => {
      const checked = await target(server);
      return checked.ok ? undefined : checked.error;
    },
    stop() {
      clearInterval(tick);
      stopped.abort();
      attachReporter(sim, undefined);
    },
  };
  attachReporter(sim, reporter);
  return reporter;
}
