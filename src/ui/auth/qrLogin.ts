// QR sign-in without React: get a token, show it, ask the cloud every 2 s whether the app confirmed it.
// Polling stops on confirmation, expiry, a failed call, or `stop()` (tab change, page left).
import { QR_POLL_MS } from '../../domain/constants';
import type { Outcome } from '../../domain/resultCodes';
import type { Result } from '../../transport/http';
import type { LoginResult, QrLoginCheck, QrToken } from '../../transport/api/user';

export { QR_POLL_MS };

export type QrView =
  | { status: 'loading' }
  | { status: 'waiting' | 'scanned' | 'expired'; qrToken: string }
  | { status: 'confirmed'; qrToken: string; login: LoginResult }
  | { status: 'failed'; outcome: Outcome };

export interface QrDeps {
  getQrToken(): Promise<Result<QrToken>>;
  check(qrToken: string): Promise<Result<QrLoginCheck>>;
  onView(view: QrView): void;
  every?: number;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export function startQrLogin(deps: QrDeps): { stop(): void } {
  const every = deps.every ?? QR_POLL_MS;
  const set = deps.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear = deps.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  let stopped = false;
  let handle: unknown;
  // A slow answer must not overlap the next tick: one check at a time.
  let checking = false;

  const stop = () => {
    stopped = true;
    if (handle !== undefined) clear(handle);
    handle = undefined;
  };
  const finish = (view: QrView) => {
    stop();
    deps.onView(view);
  };

  deps.onView({ status: 'loading' });
  void deps.getQrToken().then((answer) => {
    if (stopped) return;
    if (!answer.ok) return finish({ status: 'failed', outcome: answer.outcome });
    const { qrToken } = answer.data;
    deps.onView({ status: 'waiting', qrToken });
    handle = set(() => {
      if (stopped || checking) return;
      checking = true;
      void deps.check(qrToken).then((result) => {
        checking = false;
        if (stopped) return;
        if (!result.ok) return finish({ status: 'failed', outcome: result.outcome });
        const state = result.data;
        if (state.state === 'confirmed') {
          const { state: _state, ...login } = state;
          return finish({ status: 'confirmed', qrToken, login });
        }
        if (state.state === 'expired') return finish({ status: 'expired', qrToken });
        deps.onView({ status: state.state, qrToken });
      });
    }, every);
  });

  return { stop };
}
