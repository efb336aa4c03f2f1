import { http, HttpResponse } from 'msw';
import { currentRun, loadScenario, playInRealTime } from '../scenario/runner';
import { checkScenario, parseScenario, ScenarioError, type Scenario } from '../scenario/spec';
import type { Sim } from '../sim';
import { textShapeProblem } from '../scenario/textShape';
import { fieldsOf } from '../narrow';

// /__sim/scenario: QA scenarios on a running simulator. POST loads one (JSON, or YAML text) and builds its world;
// `?play=realtime` then plays it a second per second, else it waits for steps. POST /__sim/scenario/step {ms}
// moves simulated time, POST /__sim/scenario/run {stepMs} plays it to the end at once; GET answers its status
// and event-log hash, and its record a page at a time (`?offset=&limit=`).

const badRequest = (why: string) => HttpResponse.json({ error: why }, { status: 400 });
const MAX_STEP_MS = 7 * 24 * 3_600_000;
const RECORD_PAGE = 200;
const MAX_RECORD_PAGE = 5_000;
const stops = new WeakMap<Sim, () => void>();

async function readScenario(request: Request): Promise<Scenario> {
  const text = await request.text();
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    const shape = textShapeProblem(text);
    if (shape) throw new ScenarioError(shape);
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      throw new ScenarioError('the body is not JSON');
    }
    return checkScenario(doc);
  }
  return parseScenario(text);
}

async function number(request: Request, name: string, fallback: number): Promise<number | string> {
  const text = await request.text();
  let raw: unknown;
  try {
    raw = text.trim() === '' ? undefined : fieldsOf(JSON.parse(text))[name];
  } catch {
    return 'the body must be JSON';
  }
  if (raw === undefined) return fallback;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= MAX_STEP_MS ? raw : `${name} must be a whole number of ms from 1 to ${MAX_STEP_MS}`;
}

export function scenarioControlHandlers(sim: Sim) {
  const busy = () => HttpResponse.json({ error: 'the scenario is playing (wait for its answer, or load another one)' }, { status: 409 });
  const noRun = () => HttpResponse.json({ error: 'no scenario loaded (POST /__sim/scenario first)' }, { status: 409 });
  return [
    http.get('*/__sim/scenario', ({ request }) => {
      const run = currentRun(sim);
      if (!run) return noRun();
      const query = new URL(request.url).searchParams;
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? RECORD_PAGE);
      if (!Number.isInteger(offset) || offset < 0) return badRequest('offset must be a whole number from 0');
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_RECORD_PAGE) return badRequest(`limit must be a whole number from 1 to ${MAX_RECORD_PAGE}`);
      const record = run.record();
      const page = record.slice(offset, offset + limit);
      // The record is paged, never cut: `nextOffset` says where the next page starts (null on the last one).
      return HttpResponse.json({ ...run.status(), offset, record: page, nextOffset: offset + page.length < record.length ? offset + page.length : null });
    }),
    http.post('*/__sim/scenario', async ({ request }) => {
      let scenario: Scenario;
      try {
        scenario = await readScenario(request);
      } catch (error) {
        if (error instanceof ScenarioError) return badRequest(error.message);
        throw error;
      }
      stops.get(sim)?.();
      let run;
      try {
        run = loadScenario(sim, scenario);
      } catch (error) {
        if (error instanceof ScenarioError) return badRequest(error.message);
        throw error;
      }
      if (new URL(request.url).searchParams.get('play') === 'realtime') stops.set(sim, playInRealTime(run));
      return HttpResponse.json({ ...run.status(), shaped: run.shaped, devices: sim.world.devices.length });
    }),
    http.post('*/__sim/scenario/step', async ({ request }) => {
      const run = currentRun(sim);
      if (!run) return noRun();
      const ms = await number(request, 'ms', 1_000);
      if (typeof ms === 'string') return badRequest(ms);
      if (run.playing()) return busy();
      try {
        const lines = await run.play(ms);
        return HttpResponse.json({ ...run.status(), lines });
      } catch (error) {
        if (error instanceof ScenarioError) return badRequest(error.message);
        throw error;
      }
    }),
    http.post('*/__sim/scenario/run', async ({ request }) => {
      const run = currentRun(sim);
      if (!run) return noRun();
      const stepMs = await number(request, 'stepMs', 1_000);
      if (typeof stepMs === 'string') return badRequest(stepMs);
      if (run.playing()) return busy();
      try {
        await run.play(undefined, stepMs);
      } catch (error) {
        if (error instanceof ScenarioError) return badRequest(error.message);
        throw error;
      }
      return HttpResponse.json({ ...run.status(), lines: run.record().length });
    }),
  ];
}
