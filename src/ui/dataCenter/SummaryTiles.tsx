import { useTranslation } from 'react-i18next';
import type { Figures } from './figures';

export function SummaryTiles({ summary, mttcText }: { summary: Figures['summary']; mttcText: string }) {
  const { t } = useTranslation('dataCenter');
  const tiles: Array<{ id: string; label: string; value: string }> = [
    { id: 'devices', label: t('summary.devices'), value: String(summary.devices) },
    { id: 'online', label: t('summary.onlineNow'), value: String(summary.onlineNow) },
    { id: 'offline', label: t('summary.offlineNow'), value: String(summary.offlineNow) },
    {
      id: 'availability',
      label: t('summary.meanAvailability'),
      value: summary.meanAvailability === undefined ? t('summary.none') : `${Math.round(summary.meanAvailability * 1000) / 10}%`,
    },
    { id: 'alarms', label: t('summary.alarms'), value: String(summary.alarms) },
    { id: 'mttc', label: t('summary.mttc'), value: mttcText },
  ];
  return (
    <dl className="dc-tiles" data-testid="dc-tiles">
      {tiles.map((tile) => (
        <div key={tile.id} className="dc-tile" data-testid={`dc-tile-${tile.id}`}>
          <dt>{tile.label}</dt>
          <dd>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
