// The signed-in part of the route tree renders inside this provider: it is loaded with the layouts, never with
// /login, so the sign-in page carries no TanStack Query code. It also empties the cache at sign-out and lets
// realtime messages invalidate the queries they concern.
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { useConsole } from '../app/runtime';
import { queryClient } from './queryClient';
import { connectRealtimeInvalidation } from './realtimeInvalidation';
import { preloadFailureScreen } from '../app/FailureBoundary';
import { connectResumeRefresh } from './resumeRefresh';

export default function DataLayer() {
  const { http, session, realtime, realtimeMessages$ } = useConsole();
  // Before any screen below asks: its answers are checked (answerGuard.ts), and a failure's message can show offline.
  useState(() => {
    http.installAnswerCheck?.(() => import('./answerGuard').then((guard) => guard.checkAnswer));
    void preloadFailureScreen();
  });
  useEffect(() => {
    const subscription = session.subscribe((snapshot) => {
      if (snapshot.matches('loggedOut')) queryClient.clear();
    });
    return () => subscription.unsubscribe();
  }, [session]);
  useEffect(() => connectRealtimeInvalidation(queryClient, realtimeMessages$), [realtimeMessages$]);
  useEffect(() => connectResumeRefresh(queryClient, realtime), [realtime]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
