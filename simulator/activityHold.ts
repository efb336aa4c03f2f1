import type { Sim } from './sim';

// While a scenario plays, its own time drives the alarm generator and the flapping; the background timers of
// `npm start` would otherwise draw from the same seeded streams at wall-clock moments and make every replay of the
// same seed differ. The hold is tied to the world the scenario built: a reset (a new world) lifts it.
const held = new WeakMap<Sim, object>();

export function holdActivity(sim: Sim): void {
  held.set(sim, sim.world);
}

export function releaseActivity(sim: Sim): void {
  held.delete(sim);
}

/** True while the background timers must leave the world to the scenario that plays on it. */
export function activityHeld(sim: Sim): boolean {
  return held.get(sim) === sim.world;
}
