// "Sign in on a computer" in the phone console: the phone user scans (camera, where the browser reads QR codes) or
// types the code a computer's /login QR tab shows, sees which computer asks and as whom it will be signed in, and
// confirms or cancels; every end is explained. Driven by the QR-confirm machine over the API extension
// /api/ext/v1/qr/* (docs/decisions.md, "Accounts and sign-in: the phone's side of QR sign-in").
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { qrCodeEntrySchema } from '../../domain/forms/qr';
import { parseQrCode } from '../../domain/qrCode';
import { outcomeMessage } from '../../domain/resultCodes';
import { formatUnixTime } from '../../domain/time';
import type { QrScanAnswer } from '../../domain/wire/qrConfirm';
import { qrConfirmMachine } from '../../machines/qrConfirm.machine';
import { cancelDesktopQr, confirmDesktopQr, scanDesktopQr } from '../../transport/api/qrConfirm';
import type { Result } from '../../transport/http';
import { useConsole } from '../app/runtime';
import { browserName, operatingSystem } from '../auth/terminal';
import { useKitForm } from '../kit/form';
import { cameraScanAvailable, QrCamera } from './QrCamera';

async function settled<T>(call: Promise<Result<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw result.outcome;
  return result.data;
}

/** 'HH:MM' local, as the console writes times (a code lives minutes, so the day goes without saying). */
/** The console's date format in local time, as everywhere a person reads a time (docs/decisions.md, "Console"). */
const clockTime = (ms: number) => formatUnixTime(Math.floor(ms / 1000));

export function MobileQrSignIn({ onBack }: { onBack(): void }) {
  const { t } = useTranslation(['mobileQr', 'errors']);
  const { http } = useConsole();
  const machine = useMemo(
    () =>
      qrConfirmMachine.provide({
        actors: {
          scan: fromPromise<QrScanAnswer, { qrToken: string }>(({ input }) => settled(scanDesktopQr(http, input))),
          confirm: fromPromise<unknown, { qrToken: string }>(({ input }) => settled(confirmDesktopQr(http, input))),
          cancel: fromPromise<unknown, { qrToken: string }>(({ input }) => settled(cancelDesktopQr(http, input))),
        },
      }),
    [http],
  );
  const [snapshot, send] = useMachine(machine);
  const step = String(snapshot.value);
  const { desktop, outcome } = snapshot.context;
  const refusal = outcome ? outcomeMessage(outcome) : undefined;

  // Leaving while the question is open (back, another tab) answers it with "cancel": otherwise the code would stay
  // held by this phone and nobody could scan it until it expires.
  const latest = useRef(snapshot);
  latest.current = snapshot;
  useEffect(
    () => () => {
      const { qrToken } = latest.current.context;
      if (latest.current.matches('asking') && qrToken) void cancelDesktopQr(http, { qrToken });
    },
    [http],
  );

  // Each new step is announced by moving focus to its heading (screen readers read it; keyboard users start there).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = step === 'scanning' ? 'entering' : step === 'confirming' || step === 'cancelling' ? 'asking' : step;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [shown]);

  return (
    <section className="m-section m-qr" aria-labelledby="m-qr-title" data-testid="m-qr" data-step={step}>
      <button type="button" className="m-back" data-testid="m-qr-back" onClick={onBack}>
        <i className="pi pi-angle-left" aria-hidden="true" /> {t('back')}
      </button>
      <h1 id="m-qr-title">{t('title')}</h1>
      {shown === 'entering' ? (
        <CodeEntry busy={step === 'scanning'} error={refusal ? t(refusal.key, refusal.values) : undefined} onCode={(qrToken) => send({ type: 'SUBMIT', qrToken })} />
      ) : null}
      {shown === 'asking' && desktop ? (
        <div className="m-card" data-testid="m-qr-ask">
          <h2 ref={heading} tabIndex={-1}>
            {t('ask.title')}
          </h2>
          <p className="m-break" data-testid="m-qr-account">
            {t('ask.body', { account: desktop.account })}
          </p>
          <dl className="m-facts">
            <dt>{t('ask.browser')}</dt>
            <dd>{desktop.userAgent ? t('ask.browserOn', { browser: browserName(desktop.userAgent), os: operatingSystem(desktop.userAgent) }) : t('ask.unknown')}</dd>
            <dt>{t('ask.address')}</dt>
            <dd>{desktop.ip || t('ask.unknown')}</dd>
            <dt>{t('ask.validUntil')}</dt>
            <dd>{clockTime(desktop.expiresAt)}</dd>
          </dl>
          <p className="m-qr-warning">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('ask.warning')}
          </p>
          {step !== 'asking' ? (
            <p className="m-muted" role="status">
              {t('ask.busy')}
            </p>
          ) : null}
          <div className="m-qr-buttons">
            <button type="button" className="m-action" data-testid="m-qr-confirm" disabled={step !== 'asking'} onClick={() => send({ type: 'CONFIRM' })}>
              <i className="pi pi-check" aria-hidden="true" /> {t('ask.confirm')}
            </button>
            <button type="button" className="m-action m-secondary" data-testid="m-qr-cancel" disabled={step !== 'asking'} onClick={() => send({ type: 'CANCEL' })}>
              <i className="pi pi-times" aria-hidden="true" /> {t('ask.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      {shown === 'confirmed' || shown === 'cancelled' || shown === 'failed' ? (
        <div className="m-card" data-testid={`m-qr-${shown}`}>
          <h2 ref={heading} tabIndex={-1}>
            {t(shown === 'confirmed' ? 'done.title' : `${shown}.title`)}
          </h2>
          <p className="m-break">
            {shown === 'confirmed'
              ? t('done.body', { account: desktop?.account ?? '' })
              : shown === 'cancelled'
                ? t('cancelled.body')
                : refusal
                  ? t(refusal.key, refusal.values)
                  : null}
          </p>
          <div className="m-qr-buttons">
            {shown === 'confirmed' ? (
              <button type="button" className="m-action" data-testid="m-qr-close" onClick={onBack}>
                <i className="pi pi-check" aria-hidden="true" /> {t('done.close')}
              </button>
            ) : null}
            <button type="button" className={shown === 'confirmed' ? 'm-action m-secondary' : 'm-action'} data-testid="m-qr-again" onClick={() => send({ type: 'AGAIN' })}>
              <i className="pi pi-qrcode" aria-hidden="true" /> {t(shown === 'confirmed' ? 'done.again' : 'failed.again')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** The code: read by the camera, or pasted or typed (always offered). */
function CodeEntry({ busy, error, onCode }: { busy: boolean; error?: string; onCode(qrToken: string): void }) {
  const { t } = useTranslation('mobileQr');
  const form = useKitForm(qrCodeEntrySchema, { code: '' });
  const [camera, setCamera] = useState(false);
  const [canScan] = useState(cameraScanAvailable);

  const send = form.handleSubmit(({ code }) => onCode(parseQrCode(code)));
  const refusal = form.formState.errors.code?.message;
  const message = refusal ? t(refusal) : error;

  return (
    <>
      <p className="m-muted">{t('steps')}</p>
      {canScan && !camera ? (
        <button type="button" className="m-action m-qr-wide" data-testid="m-qr-camera" disabled={busy} onClick={() => setCamera(true)}>
          <i className="pi pi-camera" aria-hidden="true" /> {t('camera.start')}
        </button>
      ) : null}
      {camera ? (
        <QrCamera
          onClose={() => setCamera(false)}
          onCode={(read) => {
            setCamera(false);
            form.setValue('code', read);
            void send();
          }}
        />
      ) : null}
      <form className="m-qr-form" onSubmit={(event) => void send(event)} noValidate>
        <label htmlFor="m-qr-code">{t('code.label')}</label>
        <input
          id="m-qr-code"
          data-testid="m-qr-code"
          className="m-qr-input"
          {...form.register('code')}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'm-qr-code-hint m-qr-code-error' : 'm-qr-code-hint'}
        />
        <p id="m-qr-code-hint" className="m-muted">
          {t('code.hint')}
        </p>
        {message ? (
          <p id="m-qr-code-error" className="m-qr-error" role="alert" data-testid="m-qr-error">
            {message}
          </p>
        ) : null}
        {busy ? (
          <p className="m-muted" role="status">
            {t('code.checking')}
          </p>
        ) : null}
        <button type="submit" className="m-action m-qr-wide" data-testid="m-qr-submit" disabled={busy}>
          <i className="pi pi-arrow-right" aria-hidden="true" /> {t('code.submit')}
        </button>
      </form>
    </>
  );
}
