import { useSelector } from '@xstate/react';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';

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
        <p>{t('kicked.body', { loginIp: kickOut?.loginIp ?? '' })}</p>
        {kickOut?.reason ? <p>{t('kicked.reason', { reason: kickOut.reason })}</p> : null}
      </div>
    </Dialog>
  );
}
