// Online state that flaps at a configurable rate (devices per minute). The rate belongs to the simulator, not to
// the world, so a reset keeps it; the steps are numbered so that the same seed flaps the same devices.
import type { Sim } from './sim';
import { flapStep } from './world/fleet';
import { beginHistory, recordOnline } from './history/onlineHistory';
import { activityHeld } from './activityHold';

/** A running `npm start` shows a fleet that lives without flooding the lists: a few changes a minute. */
const DEFAULT_FLAPS_PER_MINUTE = 6;
const TICK_MS = 1_000;

type FlapState = { perMinute: number; step: number; carry: number; world?: object };
const states = new WeakMap<Sim, FlapState>();

function stateOf(sim: Sim): FlapState {
  let state = states.get(sim);
  if (!state) {
    state = { perMinute: DEFAULT_FLAPS_PER_MINUTE, step: 0, carry: 0 };
    states.set(sim, state);
  }
  // A reset (a new world) numbers the steps from 0 again: the same seed flaps the same devices.
  if (state.world !== sim.world) {
    state.world = sim.world;
    state.step = 0;
    state.carry = 0;
  }
  return state;
}

export function flapRate(sim: Sim): number {
  return stateOf(sim).perMinute;
}

/** 0 stops the flapping. */
export function setFlapRate(sim: Sim, perMinute: number): void {
  const state = stateOf(sim);
  state.perMinute = Math.max(0, perMinute);
  state.carry = 0;
}

/** Advances the flapping by `elapsedMs`: whole changes are made, the fraction carries to the next tick. */
export function flapFor(sim: Sim, elapsedMs: number): number {
  const state = stateOf(sim);
  state.carry += (state.perMinute * elapsedMs) / 60_000;
  const count = Math.floor(state.carry);
  state.carry -= count;
  if (count === 0) return 0;
  state.step += 1;
  beginHistory(sim);
  const changed = flapStep(sim.world, state.step, count);
  recordOnline(sim, changed);
  sim.log.add('flap', `${changed.length} devices changed online state`);
  return changed.length;
}

/** The activity's ticker; returns its stop. */
export function startFlapping(sim: Sim): () => void {
  // A scenario that plays flaps with its own time (activityHold.ts).
  const timer = setInterval(() => {
    if (!activityHeld(sim)) flapFor(sim, TICK_MS);
  }, TICK_MS);
  return () => clearInterval(timer);
}
