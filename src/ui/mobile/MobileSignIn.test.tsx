// The phone console's sign-in and device list in Chinese (tests/browser/mobile.test.ts signs in through them in
// English against the simulator), and the click guard a refused sign-in sets, as it reads in Chinese: the button
// says it waits, with the seconds left, and lets the next try through once they have run out.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLICK_GUARD_MS } from '../../domain/constants';
import cnAuth from '../../i18n/cn/auth';
import cnMobile from '../../i18n/cn/mobile';
import { renderScreen } from '../../../tests/component/render';
import { MobileDevices } from './MobileDevices';
import { MobileSignIn } from './MobileSignIn';

afterEach(() => {
  vi.useRealTimers();
});

describe('the phone console in Chinese', () => {
  it('guards the sign-in button after a try, saying so in Chinese with the seconds left, then lets the next one through', async () => {
    // The refusal itself comes from the session (tests/browser/first-use.test.ts signs in wrong, then right): here
    // the guard's Chinese label and its end, which every try starts.
    // The guard's own timer is moved on, never waited for (fake timers that still follow real time for the typing).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderScreen(<MobileSignIn />, { lang: 'cn', namespaces: ['mobile'] });
    await screen.findByRole('heading', { name: cnMobile.signIn.title });
    await user.type(screen.getByTestId('login-phone'), '13800138000');
    await user.type(screen.getByTestId('login-password'), 'wrong-password');
    const button = screen.getByTestId('login-submit');
    await user.click(button);
    const seconds = Math.ceil(CLICK_GUARD_MS / 1000);
    const waiting = cnAuth.guardWait.replace('{{label}}', cnAuth.login.submit);
    await waitFor(() => expect([1, seconds].map((s) => waiting.replace('{{seconds}}', String(s)))).toContain(button.textContent?.trim()));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await vi.advanceTimersByTimeAsync(CLICK_GUARD_MS);
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe(null));
    expect(button.textContent?.trim()).toBe(cnAuth.login.submit);
  });

  it('titles the device list in Chinese', async () => {
    await renderScreen(<MobileDevices onOpen={() => undefined} />, { lang: 'cn', namespaces: ['mobile'] });
    await screen.findByRole('heading', { name: cnMobile.devices.title });
  });
});
