// Renders one screen or form the way the console would, without a server: the console's runtime (useConsole) with
// a fake HTTP client that records every call, a fresh TanStack Query client, a MemoryRouter, and i18next in the
// language asked for. Calls answer a network failure unless the test answers them.
import { Suspense, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { Subject } from 'rxjs';
import { createActor } from 'xstate';
import { resolveBrand } from '../../src/domain/brands';
import { NETWORK_ERROR_KEY } from '../../src/domain/resultCodes';
import type { Language } from '../../src/domain/constants';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { i18n, setLanguage } from '../../src/i18n';
import { realtimeMachine } from '../../src/machines/realtime.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { unreadMachine } from '../../src/machines/unread.machine';
import type { Http, HttpRequest, Result } from '../../src/transport/http';
import { ConsoleContext, type ConsoleRuntime } from '../../src/ui/app/runtime';
import { createQueryClient } from '../../src/ui/data/queryClient';

export type Answer = (request: HttpRequest) => Result<unknown> | undefined;

export interface FakeCloud {
  http: Http;
  /** Every request the screen made, in order. */
  requests: HttpRequest[];
  /** The paths of those requests. */
  paths(): string[];
}

const NETWORK_DOWN: Result<unknown> = { ok: false, outcome: { kind: 'network', messageKey: NETWORK_ERROR_KEY } };

export function fakeCloud(answer: Answer = () => undefined): FakeCloud {
  const requests: HttpRequest[] = [];
  const http: Http = {
    failures$: new Subject(),
    call<T>(request: HttpRequest) {
      requests.push(request);
      return Promise.resolve((answer(request) ?? NETWORK_DOWN) as Result<T>);
    },
  };
  return { http, requests, paths: () => requests.map((r) => r.path) };
}

export interface Notice {
  severity: 'error' | 'success' | 'info';
  key: unknown;
}

export interface RenderOptions {
  lang?: Language;
  /** The route the MemoryRouter starts on. */
  path?: string;
  /** Screen namespaces to load before the first render (the sign-in ones always are). */
  namespaces?: string[];
  answer?: Answer;
  /** The session actor (started) when the screen needs one in a given state; a fresh one otherwise. */
  session?: ConsoleRuntime['session'];
}

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  cloud: FakeCloud;
  notices: Notice[];
  /** Paths the screen navigated to through the runtime's go(). */
  went: string[];
}

export async function renderScreen(ui: ReactElement, options: RenderOptions = {}): Promise<Rendered> {
  const lang = options.lang ?? 'en';
  await setLanguage(lang);
  if (options.namespaces) await i18n.loadNamespaces(options.namespaces);
  const cloud = fakeCloud(options.answer);
  const notices: Notice[] = [];
  const went: string[] = [];
  const runtime: ConsoleRuntime = {
    http: cloud.http,
    brand: resolveBrand('localhost'),
    lang,
    setLang: () => undefined,
    session: options.session ?? createActor(sessionMachine, { input: {} }),
    realtime: createActor(realtimeMachine),
    unread: createActor(unreadMachine),
    realtimeMessages$: new Subject<RealtimeMessage>(),
    notify: {
      error: (key) => void notices.push({ severity: 'error', key }),
      success: (key) => void notices.push({ severity: 'success', key }),
      info: (key) => void notices.push({ severity: 'info', key }),
    },
    go: (path) => void went.push(path),
  };
  const result = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <ConsoleContext.Provider value={runtime}>
        <QueryClientProvider client={createQueryClient()}>
          <Suspense fallback={null}>{ui}</Suspense>
        </QueryClientProvider>
      </ConsoleContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, user: userEvent.setup({ delay: null }), cloud, notices, went };
}
