// The console runtime (ConsoleProvider) as a screen meets it: the page language comes from ?lang= (else the
// cookie) and the language switch keeps the route while it rewrites ?lang=, the cookie and <html lang>; notices
// become toasts in the page language; the "cloud unreachable" notice follows the browser's network state.
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import cnErrors from '../../i18n/cn/errors';
import enAuth from '../../i18n/en/auth';
import enErrors from '../../i18n/en/errors';
import { getLangCookie, LANG_COOKIE, setLangCookie } from '../../transport/cookies';
import { ConsoleProvider, useConsole } from './runtime';

function Probe() {
  const { lang, setLang, notify } = useConsole();
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="lang">{lang}</p>
      <p data-testid="where">{`${pathname}${search}`}</p>
      <button type="button" onClick={() => setLang(lang === 'en' ? 'cn' : 'en')}>
        switch
      </button>
      <button type="button" onClick={() => notify.error({ kind: 'network', messageKey: 'errors:transport.network' })}>
        fail
      </button>
      <button type="button" onClick={() => notify.success('auth:code.sentEmail')}>
        save
      </button>
    </>
  );
}

function renderConsole(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleProvider>
        <Probe />
      </ConsoleProvider>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  document.cookie = `${LANG_COOKIE}=; max-age=0; path=/`;
  await setLanguage('en');
});

describe('the page language', () => {
  it('comes from ?lang= and is written to the cookie and <html lang>', async () => {
    renderConsole('/index?listType=list&lang=cn');
    expect(screen.getByTestId('lang').textContent).toBe('cn');
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-CN'));
    expect(getLangCookie()).toBe('cn');
  });

  it('without ?lang= is the cookie\'s', async () => {
    setLangCookie('cn');
    renderConsole('/index');
    expect(screen.getByTestId('lang').textContent).toBe('cn');
  });

  it('switching keeps the route and its other parameters, and rewrites ?lang=, the cookie and <html lang>', async () => {
    renderConsole('/index?listType=list&lang=cn');
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/index?listType=list&lang=en'));
    expect(screen.getByTestId('lang').textContent).toBe('en');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(getLangCookie()).toBe('en');
  });
});

describe('notices', () => {
  it('an error and a success show as toasts in the page language', async () => {
    // The page's language is loaded before the first paint (main.tsx).
    await setLanguage('cn');
    renderConsole('/index?lang=cn');
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(await screen.findByText(cnErrors.transport.network)).toBeTruthy();
  });

  it('notices raised before the toast host loaded all show, an error as an alert and a success as a status', async () => {
    renderConsole('/index?lang=en');
    act(() => {
      screen.getByRole('button', { name: 'save' }).click();
      screen.getByRole('button', { name: 'fail' }).click();
    });
    const saved = await screen.findByText(enAuth.code.sentEmail);
    const failed = await screen.findByText(enErrors.transport.network);
    expect(saved.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(failed.closest('[role]')?.getAttribute('role')).toBe('alert');
  });
});

describe('the connection notice', () => {
  it('shows while the browser is offline and goes when it is back', async () => {
    renderConsole('/index?lang=en');
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect((await screen.findByTestId('connection-notice')).textContent).toContain(enErrors.connection.lost);
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('connection-notice')).toBeNull());
  });
});
