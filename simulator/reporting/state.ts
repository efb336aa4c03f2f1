// The simulated cloud's projects and their reporting bookkeeping (delivery log, key history). Kept per world, so
// a reset forgets them. Browser-safe: the handlers import it in the demo too; the sending itself (node:crypto,
// HTTP) lives in reporter.ts, which only the Node server loads.
import { KEY_GRACE_PERIOD_MS, SECRET_KEY_LENGTH } from '../../src/domain/projects';
import type { DeliveryAttempt, ProjectType } from '../../src/domain/wire/project';
import { DEMO_ACCOUNTS, DEMO_ENTERPRISES } from '../world/demoAccounts';
import type { World } from '../world/types';
import type { Sim } from '../sim';

export type SimProject = {
  id: number;
  eid: number;
  type: ProjectType;
  name: string;
  description: string;
  ownerId: number;
  /** Members other than the owner, in the order they joined. */
  memberIds: number[];
  machineIds: number[];
  reportState: 0 | 1;
  server: string;
  secretKey: string;
  /** The key before the last reset, still signing until `validUntil` (ms). */
  previousKey: { key: string; validUntil: number } | null;
  enableVisitUrl: 0 | 1;
  createdAt: number;
  /** Newest last, at most MAX_LOG entries. */
  deliveries: DeliveryAttempt[];
  /** Alarms with an id above this were not reported yet. */
  lastAlarmId: number;
  /** Reports sent so far (numbers the delivery ids). */
  sequence: number;
};

export type ProjectState = { projects: Map<number, SimProject>; nextId: number };

const MAX_DELIVERY_LOG = 50;

const states = new WeakMap<World, ProjectState>();

function newSecretKey(): string {
  const bytes = new Uint8Array(SECRET_KEY_LENGTH / 2);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function blankProject(world: World, fields: Pick<SimProject, 'id' | 'eid' | 'type' | 'name' | 'description' | 'ownerId' | 'createdAt'>): SimProject {
  return {
    ...fields, memberIds: [], machineIds: [], reportState: 0, server: '', secretKey: newSecretKey(), previousKey: null,
    enableVisitUrl: 1, deliveries: [], lastAlarmId: world.alarms.reduce((max, a) => Math.max(max, a.id), 0), sequence: 0,
  };
}

/**
 * Every world starts with one enterprise project, so the list is not empty on first sight: owned by the
 * enterprise demo user, with one colleague as member and the user's first online device of that enterprise.
 * No reporting server is configured: only addresses a user types are ever called.
 */
function seed(world: World, state: ProjectState) {
  const eid = DEMO_ENTERPRISES.withProjects;
  const enterprise = world.enterprises.find((e) => e.eid === eid);
  if (!enterprise) return;
  const owner = DEMO_ACCOUNTS.enterprise.userId;
  const project = blankProject(world, {
    id: state.nextId++, eid, type: 1, name: 'Water plant', description: 'Pumps and filters of the north site', ownerId: owner, createdAt: 0,
  });
  project.memberIds = enterprise.memberIds.filter((id) => id !== owner).slice(0, 1);
  const device = world.devices.find((d) => d.eid === eid && world.memberships.some((m) => m.machineId === d.machine_id && m.userId === owner && m.limitAuthority === 3));
  if (device) {
    project.machineIds.push(device.machine_id);
    device.emq_project_id = project.id;
    device.project = project.name;
  }
  state.projects.set(project.id, project);
}

export function projectState(world: World): ProjectState {
  let state = states.get(world);
  if (!state) {
    state = { projects: new Map(), nextId: 301 };
    states.set(world, state);
    seed(world, state);
  }
  return state;
}

/** A world read back from a state file or snapshot takes its saved projects as they were (no seeding). */
export function adoptProjectState(world: World, state: ProjectState): void {
  states.set(world, state);
}

export function createProject(world: World, fields: Omit<Parameters<typeof blankProject>[1], 'id'>): SimProject {
  const state = projectState(world);
  const project = blankProject(world, { ...fields, id: state.nextId++ });
  state.projects.set(project.id, project);
  return project;
}

/** A new key; the old one keeps signing for the grace period. */
export function resetKey(project: SimProject, now: number, graceMs = KEY_GRACE_PERIOD_MS) {
  project.previousKey = { key: project.secretKey, validUntil: now + graceMs };
  project.secretKey = newSecretKey();
}

/** The keys that sign a delivery at `now`: the current one first, then the previous one during its grace period. */
export function signingKeys(project: SimProject, now: number): string[] {
  return project.previousKey && project.previousKey.validUntil > now ? [project.secretKey, project.previousKey.key] : [project.secretKey];
}

export function logAttempt(project: SimProject, attempt: DeliveryAttempt) {
  project.deliveries.push(attempt);
  if (project.deliveries.length > MAX_DELIVERY_LOG) project.deliveries.splice(0, project.deliveries.length - MAX_DELIVERY_LOG);
}

// ---- The reporter of this simulator, when it has one (the Node server). ----

export type ReportingConfig = {
  /** Between two regular reports of a project with reporting on. */
  intervalMs: number;
  /** First retry after this; each further retry waits twice as long. */
  backoffMs: number;
  /** Attempts per report, the first included. */
  maxAttempts: number;
  /** One attempt waits this long for the server. */
  timeoutMs: number;
  /** How long the previous key keeps signing after a reset. */
  graceMs: number;
  /**
   * `host:port` pairs reports may reach although they are not public addresses (SIM_REPORT_ALLOW, plus what the
   * control API adds for a QA receiver). Everything else must resolve to public addresses only (target.ts).
   */
  allow: string[];
};

export const DEFAULT_REPORTING: ReportingConfig = {
  intervalMs: 60_000,
  backoffMs: 2_000,
  maxAttempts: 5,
  timeoutMs: 5_000,
  graceMs: KEY_GRACE_PERIOD_MS,
  allow: [],
};

export type Reporter = {
  config: ReportingConfig;
  /** Send a report of the project now (reporting just turned on, a device joined, or asked by the control API). */
  reportNow(projectId: number): Promise<void>;
  /** Why reports must not go to this address (form, or an address inside), or undefined when they may. */
  refusal(server: string): Promise<string | undefined>;
  stop(): void;
};

const reporters = new WeakMap<Sim, Reporter>();

export function attachReporter(sim: Sim, reporter: Reporter | undefined) {
  if (reporter) reporters.set(sim, reporter);
  else reporters.delete(sim);
}

export function reporterOf(sim: Sim): Reporter | undefined {
  return reporters.get(sim);
}
