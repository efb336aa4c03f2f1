// SIM_STATE_FILE: the simulated world on disk, so what a QA engineer set up by hand survives a restart. Loaded at
// start; saved every minute of the simulator's clock and on shutdown. Every write goes to a temporary file that
// is then renamed over the old one, after the old one was copied to `<file>.bak`. A file that cannot be read
// back (damaged, another program's, another version) is refused with the reason, moved aside to
// `<file>.refused-<time>` (never overwritten) and the server starts from the seed.
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Sim } from '../sim';
import { captureState, installState, MAX_STATE_BYTES, readState } from './format';
import { attachSnapshotStore, snapshotName, wholeText, type SnapshotStore } from './snapshots';
import { messageOf } from '../narrow';

export type StateLog = { info(message: string): void; warn(message: string): void };

/** Between two saves, in the simulator's time. */
const SAVE_EVERY_MS = 60_000;
/** How often (real time) the keeper looks whether a save is due. */
const POLL_MS = 1_000;

const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/** Writes `text` to `path` through a temporary file and a rename; an existing `path` is first copied to `path.bak`. */
async function writeWithBackup(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  await writeFile(temp, text, { mode: 0o600 });
  if (existsSync(path)) await copyFile(path, `${path}.bak`);
  await rename(temp, path);
}

export type LoadOutcome = { loaded: true } | { loaded: false; reason: string; movedTo?: string };

/** Reads the state file into the sim, or says why not (no file yet, or refused: then moved aside). */
async function loadStateFile(sim: Sim, path: string, log: StateLog): Promise<LoadOutcome> {
  if (!existsSync(path)) {
    log.info(`state file ${path} does not exist yet: starting from the seed; it is written every minute and on shutdown`);
    return { loaded: false, reason: 'no file yet' };
  }
  const size = statSync(path).size;
  const read = size > MAX_STATE_BYTES ? { ok: false as const, reason: `larger than ${MAX_STATE_BYTES} bytes` } : readState(await readFile(path, 'utf8'));
  if (read.ok) {
    installState(sim, read.state);
    log.info(`state loaded from ${path}: ${sim.world.users.length} users, ${sim.world.devices.length} devices (saved ${new Date(read.state.savedAt).toISOString()})`);
    return { loaded: true };
  }
  // Never overwritten: the refused file is kept under another name for whoever wants to look at it.
  const movedTo = `${path}.refused-${stamp(Date.now())}`;
  await rename(path, movedTo);
  log.warn(`state file ${path} refused: ${read.reason}; kept as ${movedTo}; starting from the seed`);
  return { loaded: false, reason: read.reason, movedTo };
}

/** Snapshots as files `<name>.json` in `<state file>.snapshots/`; a replaced one is kept as `<name>.json.bak`. */
function fileSnapshotStore(folder: string): SnapshotStore {
  const fileOf = (name: string) => join(folder, `${name}.json`);
  return {
    where: folder,
    async list() {
      if (!existsSync(folder)) return [];
      const names = (await readdir(folder)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length)).filter((n) => snapshotName.safeParse(n).success);
      return Promise.all(names.sort().map(async (name) => {
        const info = await stat(fileOf(name));
        return { name, bytes: info.size, savedAt: Math.floor(info.mtimeMs) };
      }));
    },
    async save(name, text) {
      const replaced = existsSync(fileOf(name));
      const whole = await wholeText(text);
      await writeWithBackup(fileOf(name), whole.text);
      return { replaced, bytes: whole.bytes };
    },
    async load(name) {
      if (!existsSync(fileOf(name))) return undefined;
      if (statSync(fileOf(name)).size > MAX_STATE_BYTES) return `{"refused":"larger than ${MAX_STATE_BYTES} bytes"}`;
      return readFile(fileOf(name), 'utf8');
    },
  };
}

export type StateKeeper = {
  /** What happened to the file at start. */
  readonly outcome: LoadOutcome;
  /** Saves when a minute of the simulator's clock has passed since the last save; true when it saved. */
  tick(): Promise<boolean>;
  save(): Promise<void>;
  /** Stops the minute saves and saves a last time. */
  stop(): Promise<void>;
};

/** Loads the file, keeps snapshots beside it and saves the world every minute of the sim's clock. */
export async function keepState(sim: Sim, path: string, log: StateLog): Promise<StateKeeper> {
  const outcome = await loadStateFile(sim, path, log);
  attachSnapshotStore(sim, fileSnapshotStore(`${path}.snapshots`));
  let lastSave = sim.clock.now();
  let writing: Promise<void> = Promise.resolve();
  const save = () => {
    lastSave = sim.clock.now();
    const text = captureState(sim);
    // One write at a time, in order: a minute save and the shutdown save never interleave.
    writing = writing.then(() => writeWithBackup(path, text)).catch((error: unknown) => log.warn(`state file ${path} not written: ${messageOf(error)}`));
    return writing;
  };
  const tick = async () => {
    if (sim.clock.now() - lastSave < SAVE_EVERY_MS) return false;
    await save();
    return true;
  };
  const timer = setInterval(() => void tick(), POLL_MS);
  timer.unref();
  return {
    outcome,
    tick,
    save,
    async stop() {
      clearInterval(timer);
      await save();
    },
  };
}
