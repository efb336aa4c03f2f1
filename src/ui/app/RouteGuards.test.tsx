// The route-wide rules (product.md section 2, decisions.md "Routes"): every address carries ?lang=, the signed-in
// routes send a visitor without a token to /login (but not a session that still shows its expiry notice), the bare
// origin leads home or to /login, an unknown path to /login, and the brand's title is set a moment after each change.
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { brandText, resolveBrand } from '../../domain/brands';
import { sessionMachine, type LoginStep } from '../../machines/session.machine';
import type { LoginPayload } from '../../transport/api/user';
import { clearToken, setToken } from '../../transport/cookies';
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../common/homePath';
import { renderScreen } from '../../../tests/component/render';
import { clientStorage } from './clientStorage';
import { RequireLogin, RouteGuards, ToLogin, ToStart } from './RouteGuards';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Console() {
  return (
    <Routes>
      <Route element={<RouteGuards />}>
        <Route path="/login" element={<Where />} />
        <Route path="/open" element={<Where />} />
        <Route path="/index" element={<Where />} />
        <Route path="/device" element={<Where />} />
        <Route path="/mobile" element={<Where />} />
        <Route element={<RequireLogin />}>
          <Route path="/signedIn" element={<Where />} />
        </Route>
        <Route index element={<ToStart />} />
        <Route path="*" element={<ToLogin />} />
      </Route>
    </Routes>
  );
}

const where = async () => (await screen.findByTestId('where')).textContent;

afterEach(() => {
  clearToken();
  clientStorage().set('eid', 0);
});

describe('route guards', () => {
  it.each([
    ['en', '/open', '/open?lang=en'],
    ['cn', '/open?tab=2#top', '/open?tab=2&lang=cn'],
  ] as const)('an address without ?lang= gets the page language (%s): %s', async (lang, path, expected) => {
    await renderScreen(<Console />, { lang, path });
    expect(await where()).toBe(expected);
  });

  it('keeps an address that already says its language', async () => {
    await renderScreen(<Console />, { lang: 'en', path: '/open?lang=cn' });
    expect(await where()).toBe('/open?lang=cn');
  });

  it('sets the brand title in the page language a moment after the route changes', async () => {
    document.title = 'before';
    await renderScreen(<Console />, { lang: 'cn', path: '/open?lang=cn' });
    await waitFor(() => expect(document.title).toBe(brandText(resolveBrand('localhost'), 'cn', 'title')));
  });

  it('an unknown path leads to /login', async () => {
    await renderScreen(<Console />, { lang: 'cn', path: '/nowhere?lang=cn' });
    expect(await where()).toBe('/login?lang=cn');
  });

  it('on a computer, the phone console signed out is /login', async () => {
    await renderScreen(<Console />, { path: '/mobile?lang=en' });
    expect(await where()).toBe('/login?lang=en');
  });

  it('on a computer, the phone console is there for a signed-in user', async () => {
    setToken('token-1');
    await renderScreen(<Console />, { path: '/mobile?lang=en' });
    expect(await where()).toBe('/mobile?lang=en');
  });
});

describe('signed-in routes', () => {
  it('send a signed-out visitor without a token to /login', async () => {
    await renderScreen(<Console />, { path: '/signedIn?lang=en' });
    expect(await where()).toBe('/login?lang=en');
  });

  it('let a visitor with a token in', async () => {
    setToken('token-1');
    await renderScreen(<Console />, { path: '/signedIn?lang=en' });
    expect(await where()).toBe('/signedIn?lang=en');
  });

  it('keep a signed-in session whose cookie is already gone (its expiry notice decides where to go)', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: { login: fromPromise<LoginStep, LoginPayload>(async () => ({ token: 't', userid: '1', phone: '', email: '', hasEnterprise: false })) },
        actions: { storeToken: () => undefined, goHome: () => undefined },
      }),
      { input: {} },
    ).start();
    session.send({ type: 'LOGIN', payload: {} as LoginPayload });
    await waitFor(() => expect(session.getSnapshot().matches('loggedIn')).toBe(true));
    await renderScreen(<Console />, { path: '/signedIn?lang=en', session });
    expect(await where()).toBe('/signedIn?lang=en');
    session.stop();
  });
});

describe('the bare origin', () => {
  it('leads a visitor to /login', async () => {
    await renderScreen(<Console />, { path: '/?lang=en' });
    expect(await where()).toBe('/login?lang=en');
  });

  it('leads a signed-in user to the personal home', async () => {
    setToken('token-1');
    await renderScreen(<Console />, { path: '/?lang=en' });
    expect(await where()).toBe(`${PERSONAL_HOME}&lang=en`);
  });

  it('leads a user of an enterprise to the enterprise home', async () => {
    setToken('token-1');
    clientStorage().set('eid', 12);
    await renderScreen(<Console />, { lang: 'cn', path: '/?lang=cn' });
    expect(await where()).toBe(`${ENTERPRISE_HOME}&lang=cn`);
  });
});
