// `SIM_SCENARIO=file npm start`: the server loads the scenario and plays its timeline in real time.
import { readFileSync } from 'node:fs';
import type { Sim } from '../sim';
import { loadScenario, playInRealTime } from './runner';
import { parseScenario } from './spec';

/** Loads and starts the scenario; answers the banner line. A bad file stops the start with its reason. */
export async function serveScenario(sim: Sim, file: string): Promise<string> {
  const scenario = parseScenario(readFileSync(file, 'utf8'));
  const run = loadScenario(sim, scenario);
  playInRealTime(run);
  return `Scenario "${scenario.name}" (seed ${scenario.seed}) from ${file}: ${run.shaped.devices} devices added, ${scenario.timeline.length} events over ${Math.round(scenario.durationMs / 1000)} s`;
}
