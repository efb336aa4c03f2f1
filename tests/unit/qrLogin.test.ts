import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QR_POLL_MS, startQrLogin, type QrView } from '../../src/ui/auth/qrLogin';
import type { QrLoginCheck } from '../../src/transport/api/user';
import type { Result } from '../../src/transport/http';

const login = { token: 'tok-1', userid: 1001, phone: '13800138000', email: '' };
const network = { kind: 'network', messageKey: 'errors:transport.network' } as const;

function harness(answers: Result<QrLoginCheck>[], tokenAnswer: Result<{ qrToken: string }> = { ok: true, data: { qrToken: 'qr-1' } }) {
  const views: QrView[] = [];
  const check = vi.fn(async (_qrToken: string) => answers.shift() ?? { ok: true as const, data: { state: 'waiting' as const } });
  const polling = startQrLogin({ getQrToken: async () => tokenAnswer, check, onView: (v) => views.push(v) });
  return { views, check, polling, last: () => views.at(-1) };
}

describe('QR login polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the token, follows the scan and hands over the login when confirmed, then stops asking', async () => {
    const h = harness([
      { ok: true, data: { state: 'waiting' } },
      { ok: true, data: { state: 'scanned' } },
      { ok: true, data: { state: 'confirmed', ...login } },
    ]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.last()).toEqual({ status: 'waiting', qrToken: 'qr-1' });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 2);
    expect(h.last()).toEqual({ status: 'scanned', qrToken: 'qr-1' });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    expect(h.last()).toEqual({ status: 'confirmed', qrToken: 'qr-1', login });
    expect(h.check).toHaveBeenCalledWith('qr-1');
    const calls = h.check.mock.calls.length;
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 5);
    expect(h.check.mock.calls.length).toBe(calls);
  });

  it('stops at expiry so the user can ask for a new code', async () => {
    const h = harness([{ ok: true, data: { state: 'expired' } }]);
    await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    expect(h.last()).toEqual({ status: 'expired', qrToken: 'qr-1' });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 5);
    expect(h.check).toHaveBeenCalledTimes(1);
  });

  it('stops asking once stopped (tab changed or page left)', async () => {
    const h = harness([]);
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 2);
    const calls = h.check.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    h.polling.stop();
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 5);
    expect(h.check.mock.calls.length).toBe(calls);
  });

  it('reports a failed token request and never polls', async () => {
    const h = harness([], { ok: false, outcome: network });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 3);
    expect(h.last()).toEqual({ status: 'failed', outcome: network });
    expect(h.check).not.toHaveBeenCalled();
  });

  it('stops on a failed check instead of repeating the error every 2 s', async () => {
    const h = harness([{ ok: false, outcome: network }]);
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 4);
    expect(h.last()).toEqual({ status: 'failed', outcome: network });
    expect(h.check).toHaveBeenCalledTimes(1);
  });

  it('does not start a second check while one is unanswered', async () => {
    const views: QrView[] = [];
    let release: (r: Result<QrLoginCheck>) => void = () => {};
    const check = vi.fn(() => new Promise<Result<QrLoginCheck>>((resolve) => (release = resolve)));
    startQrLogin({ getQrToken: async () => ({ ok: true, data: { qrToken: 'qr-2' } }), check, onView: (v) => views.push(v) });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS * 4);
    expect(check).toHaveBeenCalledTimes(1);
    release({ ok: true, data: { state: 'scanned' } });
    await vi.advanceTimersByTimeAsync(QR_POLL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    expect(views.at(-1)).toEqual({ status: 'scanned', qrToken: 'qr-2' });
  });
});
