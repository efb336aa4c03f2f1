import { useEffect, useRef } from 'react';
import { filter, throttleTime } from 'rxjs';
import { routeMessage, type Reaction } from '../../domain/messageRouting';
import { useConsole } from '../app/runtime';

/** A list reloads at most this often under a stream of pushes: the first push at once, the last one at the end. */
const RELOAD_EVERY_MS = 1_000;

/** Calls `reload` when realtime messages make the list stale, throttled so a storm does not re-render per message. */
export function useRealtimeReload(list: Reaction['reload'][number], reload: () => void): void {
  const { realtimeMessages$ } = useConsole();
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    const subscription = realtimeMessages$
      .pipe(
        filter((message) => routeMessage(message).reload.includes(list)),
        throttleTime(RELOAD_EVERY_MS, undefined, { leading: true, trailing: true }),
      )
      .subscribe(() => latest.current());
    return () => subscription.unsubscribe();
  }, [realtimeMessages$, list]);
}
