// /dataCenter/: what the fleet of the current mode did over a chosen day range, as charts with their numbers
// (table view and CSV). Built on the history extension (docs/decisions.md, "Data centre, enterprise administration, back-office"); a cloud without it is told
// plainly, not shown as a failure.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDayKey } from '../../domain/time';
import { isNotOffered } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { ChartCard } from './ChartCard';
import { COLORS, HorizontalBars, StackedDays } from './Charts';
import { buildFigures, durationText } from './figures';
import { historyQuery } from './queries';
import { checkRange, presetRange, type RangeChoice } from './range';
import { RangePicker } from './RangePicker';
import { SummaryTiles } from './SummaryTiles';
import './dataCenter.css';

export default function DataCenterPage() {
  const { t } = useTranslation('dataCenter');
  const { http } = useConsole();
  const [eid] = useState(() => Number(clientStorage().get('eid') ?? 0));
  const [choice, setChoice] = useState<RangeChoice>(() => presetRange('week'));
  const range = checkRange(choice);
  const start = range.ok ? range.start : 0;
  const end = range.ok ? range.end : 0;
  // The previous range's figures stay on screen while the next range loads, so the views the user chose stay open.
  const query = useQuery({ ...historyQuery(http, { eid, start, end }), enabled: range.ok, placeholderData: keepPreviousData });
  const data = query.data;
  const figures = useMemo(() => (data ? buildFigures(data, data.range, t) : undefined), [data, t]);
  const outcome = outcomeOf(query.error);
  const suffix = data ? `${localDayKey(data.range.start)}_${localDayKey(data.range.end)}` : '';

  return (
    <div className="dc-page" data-testid="data-center">
      <header className="dc-head">
        <h1>{t('title')}</h1>
        <p className="dc-scope" data-testid="dc-scope">{eid > 0 ? t('scope.enterprise') : t('scope.personal')}</p>
      </header>
      <RangePicker value={choice} onChange={setChoice} />
      {!range.ok ? null : query.isPending ? (
        <PageLoading />
      ) : outcome && isNotOffered(outcome) ? (
        <p className="dc-not-offered" role="status" data-testid="dc-not-offered">{t('notOffered')}</p>
      ) : query.isError ? (
        <LoadError
          title={t('loadError')}
          outcome={outcome ?? { kind: 'network', messageKey: 'errors:transport.network' }}
          onRetry={() => void query.refetch()}
          testId="dc-error"
          retryTestId="dc-retry"
        />
      ) : figures ? (
        <>
          {query.isPlaceholderData ? <p className="dc-note" role="status" data-testid="dc-updating">{t('updating')}</p> : null}
          {query.data?.alarmsCapped ? <p className="dc-note" role="status">{t('alarmsCapped')}</p> : null}
          <SummaryTiles summary={figures.summary} mttcText={durationText(t, figures.summary.mttc)} />
          <div className="dc-grid">
            <ChartCard id="online" title={t('online.title')} summary={figures.online.summary} table={figures.online.table} fileName={`online_${suffix}.csv`}>
              <StackedDays decimals rows={figures.online.rows} series={[
                { key: 'online', label: t('series.online'), color: COLORS.online },
                { key: 'offline', label: t('series.offline'), color: COLORS.offline },
              ]} />
            </ChartCard>
            <ChartCard id="availability" title={t('availability.title')} summary={figures.availability.summary} table={figures.availability.table} fileName={`availability_${suffix}.csv`}>
              <HorizontalBars rows={figures.availability.rows} valueKey="availability" label={t('table.availability')} color={COLORS.availability} unit="%" max={100} />
            </ChartCard>
            <ChartCard id="level" title={t('alarms.levelTitle')} summary={figures.byLevel.summary} table={figures.byLevel.table} fileName={`alarms_by_level_${suffix}.csv`}>
              <StackedDays rows={figures.byLevel.rows} series={[
                { key: 'level1', label: t('series.level1'), color: COLORS.level1 },
                { key: 'level2', label: t('series.level2'), color: COLORS.level2 },
                { key: 'level3', label: t('series.level3'), color: COLORS.level3 },
              ]} />
            </ChartCard>
            <ChartCard id="state" title={t('alarms.stateTitle')} summary={figures.byState.summary} table={figures.byState.table} fileName={`alarms_by_state_${suffix}.csv`}>
              <StackedDays rows={figures.byState.rows} series={[
                { key: 'active', label: t('series.active'), color: COLORS.active },
                { key: 'confirmed', label: t('series.confirmed'), color: COLORS.confirmed },
                { key: 'recovered', label: t('series.recovered'), color: COLORS.recovered },
              ]} />
            </ChartCard>
            {figures.notifications ? (
              <ChartCard id="notifications" title={t('notifications.title')} summary={figures.notifications.summary} table={figures.notifications.table} fileName={`notifications_${suffix}.csv`}>
                <StackedDays rows={figures.notifications.rows} series={[
                  { key: 'smsDelivered', label: t('series.smsDelivered'), color: COLORS.delivered, stack: 'sms' },
                  { key: 'smsFailed', label: t('series.smsFailed'), color: COLORS.failed, stack: 'sms' },
                  { key: 'smsNotSent', label: t('series.smsNotSent'), color: COLORS.notSent, stack: 'sms' },
                  { key: 'emailDelivered', label: t('series.emailDelivered'), color: COLORS.emailDelivered, stack: 'email' },
                  { key: 'emailFailed', label: t('series.emailFailed'), color: COLORS.emailFailed, stack: 'email' },
                  { key: 'emailNotSent', label: t('series.emailNotSent'), color: COLORS.emailNotSent, stack: 'email' },
                ]} />
              </ChartCard>
            ) : (
              <section className="dc-card" data-testid="dc-card-notifications">
                <h2>{t('notifications.title')}</h2>
                <p className="dc-empty">{t('notifications.notOffered')}</p>
              </section>
            )}
            <ChartCard id="top" title={t('top.title')} summary={figures.top.summary} table={figures.top.table} fileName={`top_devices_${suffix}.csv`}>
              <HorizontalBars rows={figures.top.rows} valueKey="count" label={t('table.alarms')} color={COLORS.alarms} />
            </ChartCard>
          </div>
        </>
      ) : null}
    </div>
  );
}
