import { startFlapping } from './flapping';
import { startAlarmGenerator } from './generator/generator';
import type { Sim } from './sim';

// The world's own life between calls: online state that flaps, alarms that fire. `npm start` and the demo run
// it; tests and benchmarks leave it off (or drive its steps directly) so that what they see is what they did.

export type ActivityOptions = Record<string, never>;

/** Starts every background behaviour of the simulated world; the returned function stops them all. */
export function startActivity(sim: Sim, _options: ActivityOptions = {}): () => void {
  const stops: Array<() => void> = [];
  stops.push(startFlapping(sim));
  stops.push(startAlarmGenerator(sim));
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
