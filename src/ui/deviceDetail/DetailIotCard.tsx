// The device's IoT card: its status (product.md section 3), plan and usage, and the top-up page as a QR code.
import { useEffect, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../domain/resultCodes';
import { getIotCard, getIotCardQr, type IotCard } from '../../transport/api/iotCard';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { LoadError } from '../common/LoadError';

type State = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; card: IotCard; qr: string };

export function DetailIotCard({ iccid }: { iccid: string }) {
  const { t } = useTranslation('deviceDetail');
  const { http } = useConsole();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (iccid === '') return;
    let live = true;
    setState({ status: 'loading' });
    void Promise.all([getIotCard(http, { iccid }), getIotCardQr(http, { iccid })]).then(([card, qr]) => {
      if (!live) return;
      if (!card.ok) setState({ status: 'error', outcome: card.outcome });
      // The card's facts stand on their own; without a top-up address there is just no QR code.
      else setState({ status: 'ready', card: card.data, qr: qr.ok ? qr.data.url : '' });
    });
    return () => {
      live = false;
    };
  }, [http, iccid, attempt]);

  if (iccid === '') return <p className="detail-note" data-testid="iot-none">{t('iot.none')}</p>;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') {
    return <LoadError title={t('iot.error')} outcome={state.outcome} onRetry={() => setAttempt((n) => n + 1)} testId="iot-error" />;
  }
  const { card, qr } = state;
  const rows: [string, string][] = [
    [t('facts.iccid'), card.iccid],
    [t('iot.operator'), card.operator],
    [t('iot.plan'), card.plan],
    [t('iot.usage'), t('iot.usageValue', { used: card.usedMB, total: card.totalMB })],
    [t('iot.activated'), card.activatedAt || t('facts.notSet')],
    [t('iot.expires'), card.expiresAt || t('facts.notSet')],
  ];
  return (
    <div className="detail-iot">
      <p>
        {t('iot.status')}: <strong data-testid="iot-status" data-status={card.status}>{t(`iot.statuses.${card.status}`)}</strong>
      </p>
      <dl className="detail-facts">
        {rows.map(([label, text]) => (
          <div key={label} className="detail-fact">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {qr ? (
        <figure className="detail-qr">
          <QRCodeSVG value={qr} size={128} />
          <figcaption>{t('iot.topUp')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
