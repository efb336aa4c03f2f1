import { useSelector } from '@xstate/react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';

/** Reasons the cloud sends when it ends a session itself (revocation, password change): they have their own text. */
const KNOWN_REASONS = new Set(['revoked', 'passwordChanged']);

/** Another sign-in took the session over: a blocking dialog whose only way out is the login page. */
export function KickedOutDialog() {
  const { t } = useTranslation('layout');
  const { session } = useConsole();
  const kickOut = useSelector(session, (s) => (s.matches('kickedOut') ? (s.context.kickOut ?? null) : null));
  const acknowledge = () => session.send({ type: 'ACKNOWLEDGE' });
  return (
    <Dialog
      visible={kickOut !== null}
      onHide={acknowledge}
      header={t('kicked.title')}
      modal
      closable={false}
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      footer={<Button data-testid="logout-dialog-ok" label={t('kicked.action')} onClick={acknowledge} autoFocus />}
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
