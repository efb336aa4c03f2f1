// QR sign-in on /login (qrLogin.ts, afterQrLogin.ts, product.md section 3): a code is shown with its text, the cloud is
// asked every QR_POLL_MS whether the app scanned and confirmed it, a confirmation signs the console in; an expired or
// failed code offers a new one, and leaving the tab stops the asking. The polling is moved on, never slept through.
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classify } from '../../domain/resultCodes';
import enAuth from '../../i18n/en/auth';
import enErrors from '../../i18n/en/errors';
import type { HttpRequest, Result } from '../../transport/http';
import { getToken } from '../../transport/cookies';
import LoginPage from '../login/LoginPage';
import { PERSONAL_HOME } from '../common/homePath';
import { consoleSession, forgetSession } from '../../../tests/component/consoleSession';
import { renderScreen } from '../../../tests/component/render';
import { QR_POLL_MS } from './qrLogin';

const CONFIRMED = { state: 'confirmed', token: 'qr-token-1', userid: 8, phone: '13800138000', email: '' };

/** The cloud's QR calls: tokens handed out in turn, and the check's answers in turn (the last one repeats). */
function qrCloud(checks: Array<Result<unknown>>, tokens: Array<Result<unknown>> = [{ ok: true, data: { qrToken: 'QRTOKEN0001' } }]) {
  let check = 0;
  let token = 0;
  return (request: HttpRequest): Result<unknown> | undefined => {
    if (request.path === '/api/user/getQrToken') return tokens[Math.min(token++, tokens.length - 1)];
    if (request.path === '/api/user/qrLoginCheck') return checks[Math.min(check++, checks.length - 1)];
    if (request.path === '/api/enterprises/userEnterpriseList') return { ok: true, data: [] };
    return undefined;
  };
}

async function qrTab(answer: ReturnType<typeof qrCloud>) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const signIn = consoleSession(() => undefined);
  const rendered = await renderScreen(<LoginPage />, { session: signIn.session, path: '/login?lang=en', answer });
  await rendered.user.click(await screen.findByRole('tab', { name: enAuth.tabs.qr }));
  // The panel asks through the console's http; the session's effects (going home) are the session's own.
  return { user: rendered.user, cloud: rendered.cloud, went: signIn.went, session: signIn.session };
}

const checks = (cloud: { paths(): string[] }) => cloud.paths().filter((p) => p === '/api/user/qrLoginCheck').length;

afterEach(() => {
  vi.useRealTimers();
  forgetSession();
});

describe('QR sign-in', () => {
  it('shows the code, follows the scan and the confirmation, and signs the console in', async () => {
    const { cloud, went, session } = await qrTab(
      qrCloud([{ ok: true, data: { state: 'waiting' } }, { ok: true, data: { state: 'scanned' } }, { ok: true, data: CONFIRMED }]),
    );
    expect((await screen.findByTestId('qr-code')).getAttribute('data-qr-token')).toBe('QRTOKEN0001');
    expect(screen.getByRole('status').textContent).toBe(enAuth.qr.hint);
    expect(screen.getByTestId('qr-code-text').textContent?.replace(/\s/g, '')).toBe('QRTOKEN0001');
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(enAuth.qr.scanned));
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(went).toEqual([PERSONAL_HOME]));
    expect(session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(getToken()).toBe('qr-token-1');
    // Confirmed: the asking stopped.
    const asked = checks(cloud);
    await act(() => vi.advanceTimersByTimeAsync(3 * QR_POLL_MS));
    expect(checks(cloud)).toBe(asked);
  });

  it('an expired code offers a new one', async () => {
    const { user, cloud } = await qrTab(
      qrCloud([{ ok: true, data: { state: 'expired' } }], [{ ok: true, data: { qrToken: 'QRTOKEN0001' } }, { ok: true, data: { qrToken: 'QRTOKEN0002' } }]),
    );
    await screen.findByTestId('qr-code');
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(enAuth.qr.expired));
    expect(screen.queryByTestId('qr-code-text')).toBeNull();
    await user.click(screen.getByTestId('qr-refresh'));
    await waitFor(() => expect(screen.getByTestId('qr-code').getAttribute('data-qr-token')).toBe('QRTOKEN0002'));
    expect(cloud.paths().filter((p) => p === '/api/user/getQrToken')).toHaveLength(2);
  });

  it('a code that cannot be had says why and offers another try', async () => {
    const { user } = await qrTab(qrCloud([], [{ ok: false, outcome: classify({ type: 'network' }) }, { ok: true, data: { qrToken: 'QRTOKEN0003' } }]));
    expect((await screen.findByRole('alert')).textContent).toBe(`${enAuth.qr.failed} ${enErrors.transport.network}`);
    await user.click(screen.getByTestId('qr-refresh'));
    expect((await screen.findByTestId('qr-code')).getAttribute('data-qr-token')).toBe('QRTOKEN0003');
  });

  it('leaving the QR tab stops the asking', async () => {
    const { user, cloud } = await qrTab(qrCloud([{ ok: true, data: { state: 'waiting' } }]));
    await screen.findByTestId('qr-code');
    await act(() => vi.advanceTimersByTimeAsync(QR_POLL_MS));
    await waitFor(() => expect(checks(cloud)).toBe(1));
    await user.click(screen.getByRole('tab', { name: enAuth.tabs.phone }));
    await act(() => vi.advanceTimersByTimeAsync(3 * QR_POLL_MS));
    expect(checks(cloud)).toBe(1);
  });
});
