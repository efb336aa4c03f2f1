import { useEffect, useSyncExternalStore } from 'react';

// The user's hide_map flag, shared by the menu (MainLayout reads it from selectInfo) and the map page (which
// toggles it with PUT /api/user/v1/hideMap), so that the menu entry goes or comes back at once.

let hidden = false;
const listeners = new Set<() => void>();

export function setHideMapFlag(next: boolean): void {
  if (next === hidden) return;
  hidden = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current flag; `fromServer` (selectInfo's hide_map, once loaded) seeds it. */
export function useHideMapFlag(fromServer?: number | string): boolean {
  useEffect(() => {
    if (fromServer !== undefined) setHideMapFlag(Number(fromServer) === 1);
  }, [fromServer]);
  return useSyncExternalStore(subscribe, () => hidden, () => hidden);
}
