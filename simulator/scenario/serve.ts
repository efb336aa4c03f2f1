// `SIM_SCENARIO=file npm start`: the server loads the scenario and plays its timeline in real time.
import { readFileSync } from 'node:fs';
import type { Sim } from '../sim';
import { loadScenario, playInRealTime, summariseAccounts } from './runner';
import { parseScenario } from './spec';

/** The banner's and the command line's line about a scenario's accounts. */
export function accountsLine(a: ReturnType<typeof summariseAccounts>): string {
  const users = a.count === 0 ? 'no users of its own' : a.count === 1 ? `1 user: ${a.first}` : `${a.count} users: ${a.first} to ${a.last} (also account qa<N>, phone 137 + N as 8 digits)`;
  return `scenario accounts (password ${a.password}): ${users}; ${a.alsoMember} is a member of each scenario enterprise`;
}

/** Loads and starts the scenario; answers the banner line. A bad file stops the start with its reason. */
export async function serveScenario(sim: Sim, file: string): Promise<string> {
  const scenario = parseScenario(readFileSync(file, 'utf8'));
  const run = loadScenario(sim, scenario);
  playInRealTime(run);
  return [
    `Scenario "${scenario.name}" (seed ${scenario.seed}) from ${file}: ${run.shaped.devices} devices added, ${scenario.timeline.length} events over ${Math.round(scenario.durationMs / 1000)} s`,
    `  ${accountsLine(summariseAccounts(run.shaped))}`,
  ].join('\n');
}
