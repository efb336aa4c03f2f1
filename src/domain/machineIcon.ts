// Which image stands for a device: the machine-type map's items are tried in order and the first whose `ranges`
// pattern matches the machine code wins (product.md section 3).
import type { MachineIcon } from './wire/icon';

export type IconMatcher = (machineCode: string) => MachineIcon | undefined;

/** Patterns compile once per list; an item whose pattern is not a valid expression never matches. */
export function iconMatcher(items: readonly MachineIcon[]): IconMatcher {
  const compiled: Array<[RegExp, MachineIcon]> = [];
  for (const item of items) {
    try {
      compiled.push([new RegExp(item.ranges), item]);
    } catch {
      // A broken pattern from the cloud must not hide the other icons.
    }
  }
  const cache = new Map<string, MachineIcon | undefined>();
  return (machineCode) => {
    // Stryker disable next-line ConditionalExpression: equivalent, without the cache the same first match is found again (the cache saves the search)
    if (cache.has(machineCode)) return cache.get(machineCode);
    const found = compiled.find(([pattern]) => pattern.test(machineCode))?.[1];
    cache.set(machineCode, found);
    return found;
  };
}
