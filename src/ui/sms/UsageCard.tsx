import { useTranslation } from 'react-i18next';
import { usedPercent, warnLevel } from '../../domain/smsQuota';
import type { SmsSettings } from './queries';

function Meter({ id, label, used, amount }: { id: string; label: string; used: number; amount: number }) {
  const { t } = useTranslation('sms');
  return (
    <div className="sms-meter" data-testid={id}>
      <span className="sms-meter-label">
        <span id={`${id}-label`}>{label}</span>
        <span>{t('usage.of', { used, amount, percent: usedPercent(used, amount) })}</span>
      </span>
      <progress aria-labelledby={`${id}-label`} max={Math.max(1, amount)} value={Math.min(used, Math.max(1, amount))} />
    </div>
  );
}

/** Today's SMS use against each daily amount, and the 80 % / 95 % notice (the message centre gets one too). */
export function UsageCard({ settings }: { settings: SmsSettings }) {
  const { t } = useTranslation('sms');
  const { usage, userDaily, deviceDaily } = settings;
  const busiest = usage.busiestDevice;
  const levels = [warnLevel(usage.usedToday, userDaily), busiest ? warnLevel(busiest.usedToday, deviceDaily) : undefined].filter(
    (level): level is NonNullable<typeof level> => level !== undefined,
  );
  const level = levels.length > 0 ? Math.max(...levels) : undefined;
  return (
    <section className="sms-card" aria-labelledby="sms-usage-title">
      <h2 id="sms-usage-title">{t('usage.title')}</h2>
      <Meter id="sms-usage-user" label={t('usage.user')} used={usage.usedToday} amount={userDaily} />
      {busiest ? (
        <Meter id="sms-usage-device" label={t('usage.device', { name: busiest.machineName })} used={busiest.usedToday} amount={deviceDaily} />
      ) : (
        <p className="sms-hint">{t('usage.deviceNone')}</p>
      )}
      {level !== undefined ? (
        <p className="sms-warning" role="status" data-testid="sms-warning" data-level={level}>{t('usage.warn', { level })}</p>
      ) : null}
    </section>
  );
}
