import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { asyncScheduler, filter, throttleTime } from 'rxjs';
import { REALTIME_THROTTLE_MS } from '../data/realtimeInvalidation';
import { useConsole } from '../app/runtime';
import { smsKeys } from './queries';

/**
 * An alarm may have sent SMS and e-mails, and a quota or stock warning arrives as a notice: either makes today's use,
 * the stock and the logs stale. Throttled like the other lists (leading and trailing), so a storm costs one reload
 * a second while this page is open.
 */
export function useSmsLive(): void {
  const { realtimeMessages$ } = useConsole();
  const client = useQueryClient();
  useEffect(() => {
    const subscription = realtimeMessages$
      .pipe(
        filter((m) => m.type === 'deviceAlarm' || m.type === 'deviceVoice' || m.type === 'massTexting'),
        throttleTime(REALTIME_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }),
      )
      .subscribe(() => void client.invalidateQueries({ queryKey: smsKeys.all }));
    return () => subscription.unsubscribe();
  }, [realtimeMessages$, client]);
}
