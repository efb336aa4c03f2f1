import { createClock, type Clock } from './clock';
import { createLog, type SimLog } from './log';
import { createHub, type Hub } from './realtime/hub';
import { createWorld, type WorldOptions } from './world/createWorld';
import { liveSession } from './world/sessions';
import type { World } from './world/types';

/** The simulated cloud: its world, its clock, its realtime hub and what it did. Handlers read `sim.world` on
 *  every call, so a reset swaps the world under them. */
export type Sim = {
  world: World;
  readonly clock: Clock;
  readonly log: SimLog;
  readonly hub: Hub;
  reset(options?: WorldOptions): void;
};

export type SimOptions = WorldOptions & {
  clock?: Clock;
  /** Where sent verification codes and other events are echoed (the server passes console.log). */
  echo?: (line: string) => void;
};

export function createSim(options: SimOptions = {}): Sim {
  const clock = options.clock ?? createClock();
  const log = createLog(clock.now, options.echo);
  let lastOptions: WorldOptions = { seed: options.seed, devices: options.devices };
  const sim: Sim = {
    world: createWorld(lastOptions),
    clock,
    log,
    hub: createHub({
      resolveToken: (token) => liveSession(sim.world, token, clock.now())?.userId,
      now: clock.now,
      log,
    }),
    reset(next = {}) {
      lastOptions = { seed: next.seed ?? lastOptions.seed, devices: next.devices ?? lastOptions.devices };
      sim.hub.drop();
      sim.world = createWorld(lastOptions);
      log.add('reset', `world reset with seed ${sim.world.seed} and ${sim.world.devices.length} devices`);
    },
  };
  return sim;
}
