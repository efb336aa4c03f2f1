import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';

import { knownLogoutReason } from '../../domain/logoutReasons';

/** Another sign-in took the session over: a blocking dialog (no close button, Escape does nothing) whose only way
 *  out is the login page. */
export function KickedOutDialog() {
  const { t } = useTranslation('layout');
  const { session } = useConsole();
  const kickOut = useSelector(session, (s) => (s.matches('kickedOut') ? (s.context.kickOut ?? null) : null));
  const ok = useRef<HTMLButtonElement>(null);
  const acknowledge = () => session.send({ type: 'ACKNOWLEDGE' });
  // A known reason reads in the page's language; any other is quoted as the cloud's words (docs/decisions.md, "Console").
  const known = kickOut ? knownLogoutReason(kickOut.reason) : undefined;
  const loginIp = kickOut?.loginIp ?? '';
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
        {known && known !== 'elsewhere' ? (
          <p>{t(`kicked.${known}`, { loginIp })}</p>
        ) : (
          <>
            <p>{t('kicked.body', { loginIp })}</p>
            {kickOut?.reason && !known ? <p data-testid="logout-dialog-reason">{t('kicked.reason', { reason: kickOut.reason.trim() })}</p> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
