// /__sim/snapshot, /__sim/restore and /__sim/snapshots: named snapshots of the simulated world for QA (set a
// world up by hand once, go back to it before each test run). A restore reads the snapshot back through the same
// checks as a state file: one that no longer matches this simulator's format is refused with the reason.
import { http, HttpResponse } from 'msw';
import type { Sim } from '../sim';
import { installState, readState } from '../state/format';
import { writeStateInSlices } from '../state/captureInSlices';
import { SNAPSHOT_LIMIT, snapshotInput, snapshotStoreOf } from '../state/snapshots';

const refuse = (status: number, error: string) => HttpResponse.json({ error }, { status });

async function nameFrom(request: Request): Promise<{ ok: true; name: string } | { ok: false; error: string }> {
  const text = await request.text();
  let body: unknown = {};
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, error: 'the body must be JSON: {"name": "…"}' };
  }
  const checked = snapshotInput.safeParse(body);
  if (!checked.success) return { ok: false, error: checked.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') };
  return { ok: true, name: checked.data.name };
}

export function snapshotControlHandlers(sim: Sim) {
  const store = () => snapshotStoreOf(sim);
  return [
    http.get('*/__sim/snapshots', async () => HttpResponse.json({ where: store().where, limit: SNAPSHOT_LIMIT, snapshots: await store().list() })),

    http.post('*/__sim/snapshot', async ({ request }) => {
      const input = await nameFrom(request);
      if (!input.ok) return refuse(400, input.error);
      const kept = await store().list();
      if (!kept.some((s) => s.name === input.name) && kept.length >= SNAPSHOT_LIMIT) {
        return refuse(409, `at most ${SNAPSHOT_LIMIT} snapshots are kept; reuse a name (${kept.map((s) => s.name).join(', ')})`);
      }
      // Written in slices: a big world's snapshot no longer holds every other request for seconds.
      const savedAt = sim.clock.now();
      const { replaced, refused, bytes } = await store().save(input.name, (sink) => writeStateInSlices(sim, sink), savedAt);
      if (refused) return refuse(413, refused);
      sim.log.add('control', `snapshot ${input.name} saved (${bytes} bytes${replaced ? ', replacing the previous one' : ''})`);
      return HttpResponse.json({ name: input.name, bytes, savedAt, replaced, where: store().where });
    }),

    http.post('*/__sim/restore', async ({ request }) => {
      const input = await nameFrom(request);
      if (!input.ok) return refuse(400, input.error);
      const text = await store().load(input.name);
      if (text === undefined) return refuse(404, `no snapshot ${input.name} (GET /__sim/snapshots lists them)`);
      const read = readState(text);
      if (!read.ok) {
        sim.log.add('control', `snapshot ${input.name} refused: ${read.reason}`);
        return refuse(422, `snapshot ${input.name} refused: ${read.reason}`);
      }
      installState(sim, read.state);
      sim.log.add('control', `snapshot ${input.name} restored`);
      return HttpResponse.json({ name: input.name, seed: sim.world.seed, devices: sim.world.devices.length, users: sim.world.users.length, now: sim.clock.now() });
    }),
  ];
}
