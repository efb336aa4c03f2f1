import type { World } from './types';

/** The next record id of the world (groups, applications, messages, alarms, visit times). */
export function nextId(world: World): number {
  const id = world.nextId;
  world.nextId += 1;
  return id;
}
