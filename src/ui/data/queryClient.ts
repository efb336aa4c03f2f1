// The one TanStack Query client of the console: server state (lists, details, settings) lives in its cache.
// Failures were already reported once by the transport (http.failures$ feeds the notifier), so a query never
// retries on its own: a retry would toast the same failure again, and a business refusal never changes by asking
// twice. Screens offer their own "retry" (LoadError), which refetches.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // Realtime messages invalidate what they concern (realtimeInvalidation.ts); focus alone does not refetch.
        refetchOnWindowFocus: false,
        // A screen shows what the cache holds at once and asks again whenever it opens, as every screen did before
        // the cache: other users change devices, members and applications, and only some of it is pushed.
        staleTime: 0,
        gcTime: 5 * 60_000,
        // The transport fails a call at once while the browser is offline ("Network or interface error!", and the
        // connection notice): TanStack Query must not hold it paused and send it late when the network returns.
        // Back online (or awake, or relinked) the queries on screen ask again once: resumeRefresh.ts, not
        // TanStack Query's own reconnect refetch, which would come on top of it.
        networkMode: 'always',
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** One client for the page's life; cleared when the session signs out, so no user sees another's cache. */
export const queryClient = createQueryClient();
