// The QR tab of /login; loaded on demand together with qrcode.react.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { ActionButton } from '../common/controls/ActionButton';
import { Spinner } from '../common/controls/Spinner';
import { useConsole } from '../app/consoleContext';
import { getQrToken, qrLoginCheck } from '../../transport/api/user';
import { startQrLogin, type QrView } from '../auth/qrLogin';
import { afterQrLogin } from '../auth/afterQrLogin';
import { outcomeMessage } from '../../domain/resultCodes';
import { formatQrCode } from '../../domain/qrCode';

export default function QrLoginPanel() {
  const { t } = useTranslation('auth');
  const { http, session } = useConsole();
  const [view, setView] = useState<QrView>({ status: 'loading' });
  // Bumped by "refresh" to fetch a new code.
  const [round, setRound] = useState(0);

  useEffect(() => {
    let left = false;
    const polling = startQrLogin({
      getQrToken: () => getQrToken(http),
      check: (qrToken) => qrLoginCheck(http, { qrToken }),
      onView: (next) => {
        if (left) return;
        setView(next);
        if (next.status === 'confirmed') {
          void afterQrLogin(http, next.login).then((user) => {
            if (!left) session.send({ type: 'QR_LOGIN', token: next.login.token, user });
          });
        }
      },
    });
    return () => {
      left = true;
      polling.stop();
    };
  }, [http, session, round]);

  const refresh = (
    <ActionButton type="button" data-testid="qr-refresh" label={t('qr.refresh')} icon="pi pi-refresh" onClick={() => setRound((r) => r + 1)} />
  );

  if (view.status === 'loading') {
    return (
      <div className="auth-qr" aria-busy="true">
        <Spinner />
        <p className="auth-hint">{t('qr.loading')}</p>
      </div>
    );
  }
  if (view.status === 'failed') {
    const failure = outcomeMessage(view.outcome);
    return (
      <div className="auth-qr">
        <p className="auth-error" role="alert">
          {t('qr.failed')} {t(failure.key, failure.values)}
        </p>
        {refresh}
      </div>
    );
  }
  const expired = view.status === 'expired';
  return (
    <div className="auth-qr">
      <div className={expired ? 'auth-qr-box expired' : 'auth-qr-box'} data-testid="qr-code" data-qr-token={view.qrToken}>
        <QRCodeSVG value={view.qrToken} size={180} title={t('qr.hint')} />
      </div>
      <p className="auth-hint" role="status">
        {view.status === 'waiting'
          ? t('qr.hint')
          : view.status === 'scanned'
            ? t('qr.scanned')
            : view.status === 'confirmed'
              ? t('qr.signingIn')
              : t('qr.expired')}
      </p>
      {/* The code as text too: a phone without a QR reader (the phone console in most browsers) types or pastes it. */}
      {expired ? null : (
        <p className="auth-qr-code">
          <span className="auth-hint">{t('qr.codeLabel')}</span>{' '}
          <code data-testid="qr-code-text" className="auth-qr-code-text">
            {formatQrCode(view.qrToken)}
          </code>
        </p>
      )}
      {expired ? refresh : null}
    </div>
  );
}
