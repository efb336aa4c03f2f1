// The alarm centre's overview: how many alarms in all, per state and per level, and the device raising most.
import { useTranslation } from 'react-i18next';
import { ALARM_STATES, type AlarmKanban as Kanban } from '../../domain/wire/alarm';

export function AlarmKanban({ kanban }: { kanban: Kanban }) {
  const { t } = useTranslation('alarms');
  const top = kanban.topDevices[0];
  return (
    <dl className="alarm-kanban" data-testid="alarm-kanban">
      <div>
        <dt>{t('kanban.total')}</dt>
        <dd data-testid="kanban-total">{kanban.total}</dd>
      </div>
      {ALARM_STATES.map((s) => (
        <div key={s}>
          <dt>{t(`state.${s}`)}</dt>
          <dd data-testid={`kanban-${s}`}>{kanban.byState[s]}</dd>
        </div>
      ))}
      {([3, 2, 1] as const).map((level) => (
        <div key={level}>
          <dt>{t(`level.${level}`)}</dt>
          <dd>{kanban.byLevel[`${level}`]}</dd>
        </div>
      ))}
      {top ? (
        <div className="kanban-top">
          <dt>{t('kanban.top')}</dt>
          <dd>{t('kanban.topValue', { name: top.machineName, count: top.count })}</dd>
        </div>
      ) : null}
    </dl>
  );
}
