// The device's IoT card: its status (product.md section 3), plan and usage, and the top-up page as a QR code.
import { QRCodeSVG } from 'qrcode.react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { PageLoading } from '../common/PageLoading';
import { LoadError } from '../common/LoadError';
import { loadState } from '../data/loadState';
import { iotCardQuery } from './queries';

export function DetailIotCard({ iccid }: { iccid: string }) {
  const { t } = useTranslation('deviceDetail');
  const { http } = useConsole();
  const query = useQuery(iotCardQuery(http, iccid));
  const state = loadState(query);

  if (iccid === '') return <p className="detail-note" data-testid="iot-none">{t('iot.none')}</p>;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') {
    return <LoadError title={t('iot.error')} outcome={state.outcome} onRetry={() => void query.refetch()} testId="iot-error" />;
  }
  const { card, qr } = state.data;
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
          <QRCodeSVG value={qr} size={128} title={t('iot.topUp')} />
          <figcaption>{t('iot.topUp')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
