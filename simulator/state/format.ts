// The simulated world as a versioned JSON document (SIM_STATE_FILE and the named snapshots), and back. Reading
// back checks the format's name and version, then every record against the schemas (worldSchema.ts,
// besideSchema.ts): a damaged or foreign document is refused with its reason and nothing of it is used.
// Browser-safe: the demo keeps its snapshots in memory with the same code; the files are stateFile.ts's.
import { z } from 'zod';
import { cameraState } from '../camera/state';
import { smsState } from '../delivery/state';
import { detailState } from '../handlers/deviceState';
import { scadaRegistrations } from '../handlers/scada';
import { adoptProjectState, projectState } from '../reporting/state';
import type { Sim } from '../sim';
import { securityRecords } from '../world/security';
import type { World } from '../world/types';
import { besideSchema, type Beside } from './besideSchema';
import { worldSchema } from './worldSchema';
import { fieldsOf, messageOf } from '../narrow';

const STATE_FORMAT = 'device-cloud-simulator-state';
const STATE_VERSION = 1;
/** A state document larger than this is refused unread (a world of 200 000 devices is about a quarter of it). */
export const MAX_STATE_BYTES = 512 * 1024 * 1024;

export type SavedState = { savedAt: number; world: World; beside: Beside };
export type StateReading = { ok: true; state: SavedState } | { ok: false; reason: string };

const documentSchema = z.strictObject({
  format: z.literal(STATE_FORMAT),
  version: z.literal(STATE_VERSION),
  savedAt: z.number(),
  world: worldSchema,
  beside: besideSchema,
});

/** Maps and Sets are written as lists (entries, items); the schemas turn them back. */
const replacer = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value instanceof Set ? [...value] : value);

/** The state document of the sim's world and what it keeps beside it, as objects (captureState writes it). */
export function documentOf(sim: Sim) {
  const world = sim.world;
  const { random: _random, ...sms } = smsState(world);
  const beside = {
    projects: projectState(world),
    sms,
    camera: cameraState(world),
    scada: scadaRegistrations(world),
    security: securityRecords(world),
    visits: detailState(world),
  };
  return { format: STATE_FORMAT, version: STATE_VERSION, savedAt: sim.clock.now(), world, beside };
}

/** The sim's world and what it keeps beside it, as the text of a state document (captureInSlices.ts: the same, in slices). */
export function captureState(sim: Sim): string {
  return JSON.stringify(documentOf(sim), replacer);
}

const maxOf = (values: Iterable<number>) => Math.max(0, ...values);

/** Counters behind the highest id in use would hand out an id twice. */
function counterProblem(world: World): string | undefined {
  if (world.nextUserId <= maxOf(world.users.map((u) => u.id))) return 'nextUserId is not above every user id';
  if (world.nextMachineId <= maxOf(world.devices.map((d) => d.machine_id))) return 'nextMachineId is not above every device id';
  const records = [...world.applications, ...world.messages, ...world.alarms].map((r) => r.id);
  if (world.nextId <= maxOf(records)) return 'nextId is not above every application, message and alarm id';
  return undefined;
}

/** Reads a state document; the reason names what is wrong (format, version, JSON, or the first mismatches). */
export function readState(text: string): StateReading {
  if (text.length > MAX_STATE_BYTES) return { ok: false, reason: `larger than ${MAX_STATE_BYTES} bytes` };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: `not JSON (${messageOf(error).slice(0, 200)})` };
  }
  const head = fieldsOf(raw);
  if (head.format !== STATE_FORMAT) return { ok: false, reason: `not a simulator state (format ${JSON.stringify(head.format ?? null)?.slice(0, 80)}, expected ${STATE_FORMAT})` };
  if (head.version !== STATE_VERSION) return { ok: false, reason: `state version ${JSON.stringify(head.version ?? null)?.slice(0, 20)}; this simulator reads version ${STATE_VERSION}` };
  const parsed = documentSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues;
    const first = issues.slice(0, 3).map((i) => `${i.path.join('.') || 'document'}: ${i.message}`).join('; ');
    return { ok: false, reason: `does not match the state schema: ${first}${issues.length > 3 ? ` (and ${issues.length - 3} more)` : ''}` };
  }
  const problem = counterProblem(parsed.data.world);
  if (problem) return { ok: false, reason: `inconsistent: ${problem}` };
  return { ok: true, state: parsed.data };
}

/** Puts a read state in place of the sim's world. Realtime connections drop (their sessions may be gone); the
 *  clock moves forward to the saved instant when it is behind, so saved expiries keep their meaning. */
export function installState(sim: Sim, state: SavedState): void {
  const { world, beside } = state;
  sim.hub.drop();
  adoptProjectState(world, beside.projects);
  Object.assign(smsState(world), beside.sms);
  Object.assign(cameraState(world), beside.camera);
  scadaRegistrations(world).push(...beside.scada);
  const security = securityRecords(world);
  for (const [id, record] of beside.security) security.set(id, record);
  Object.assign(detailState(world), beside.visits);
  sim.world = world;
  const behind = state.savedAt - sim.clock.now();
  if (behind > 0) sim.clock.advance(behind);
}
