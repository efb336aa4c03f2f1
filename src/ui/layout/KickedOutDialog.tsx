import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';

/** Reasons the cloud sends when it ends a session itself (revocation, password change): they have their own text. */
const KNOWN_REASONS = new Set(['revoked', 'passwordChanged']);

/** Another sign-in took the session over: a blocking dialog (no close button, Escape does nothing) whose only way
 *  out is the login page. */
export function KickedOutDialog() {
  const { t } = useTranslation('layout');
  const { session } = useConsole();
  const kickOut = useSelector(session, (s) => (s.matches('kickedOut') ? (s.context.kickOut ?? null) : null));
  const ok = useRef<HTMLButtonElement>(null);
  const acknowledge = () => session.send({ type: 'ACKNOWLEDGE' });
  return (
    <Dialog
      open={kickOut !== null}
      onClose={acknowledge}
      title={t('kicked.title')}
      locked
      initialFocus={ok}
      testId="logout-dialog-box"
      footer={<ActionButton ref={ok} data-testid="logout-dialog-ok" label={t('kicked.action')} onClick={acknowledge} />}
    >
      <div data-testid="logout-dialog" role="alert">
        {kickOut && KNOWN_REASONS.has(kickOut.reason) ? (
          <p>{t(`kicked.${kickOut.reason}`, { loginIp: kickOut.loginIp })}</p>
        ) : (
          <>
            <p>{t('kicked.body', { loginIp: kickOut?.loginIp ?? '' })}</p>
            {kickOut?.reason ? <p>{t('kicked.reason', { reason: kickOut.reason })}</p> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
