// The signed-in part of the route tree renders inside this provider: it is loaded with the layouts, never with
// /login, so the sign-in page carries no TanStack Query code. It also empties the cache at sign-out and lets
// realtime messages invalidate the queries they concern.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useConsole } from '../app/runtime';
import { queryClient } from './queryClient';
import { connectRealtimeInvalidation } from './realtimeInvalidation';

export default function DataLayer() {
  const { session, realtimeMessages$ } = useConsole();
  useEffect(() => {
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('loggedOut')) queryClient.clear();
    });
    return () => subscription.unsubscribe();
  }, [session]);
  useEffect(() => connectRealtimeInvalidation(queryClient, realtimeMessages$), [realtimeMessages$]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
