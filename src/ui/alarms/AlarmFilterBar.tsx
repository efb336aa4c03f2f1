// The alarm centre's filters (device, days, state), their reset, and confirming every alarm of the chosen device.
import { useTranslation } from 'react-i18next';
import { ALARM_STATES, isAlarmState } from '../../domain/wire/alarm';
import { ActionButton } from '../common/controls/ActionButton';
import { NO_FILTERS, type AlarmFilters } from './alarmFilters';
import type { DeviceOption } from './useAlarmDevices';

interface Props {
  filters: AlarmFilters;
  devices: DeviceOption[];
  busy: boolean;
  onChange(next: Partial<AlarmFilters>): void;
  onConfirmDevice(): void;
}

export function AlarmFilterBar({ filters, devices, busy, onChange, onConfirmDevice }: Props) {
  const { t } = useTranslation('alarms');
  return (
    <form className="alarm-filters" onSubmit={(e) => e.preventDefault()} aria-label={t('filters.label')}>
      <label>
        {t('filters.device')}
        <select data-testid="alarm-filter-device" value={filters.machineId} onChange={(e) => onChange({ machineId: e.target.value })}>
          <option value="">{t('filters.allDevices')}</option>
          {devices.map((d) => (
            <option key={d.machineId} value={String(d.machineId)}>
              {d.name} ({d.code})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('filters.from')}
        <input type="date" data-testid="alarm-filter-from" value={filters.from} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label>
        {t('filters.to')}
        <input type="date" data-testid="alarm-filter-to" value={filters.to} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
      <label>
        {t('filters.state')}
        <select
          data-testid="alarm-filter-state"
          value={filters.state}
          onChange={(e) => onChange({ state: isAlarmState(e.target.value) ? e.target.value : '' })}
        >
          <option value="">{t('filters.allStates')}</option>
          {ALARM_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`state.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <ActionButton text label={t('filters.reset')} onClick={() => onChange(NO_FILTERS)} />
      {filters.machineId ? (
        <ActionButton
          icon="pi pi-check-circle"
          label={t('actions.confirmDevice')}
          disabled={busy}
          data-testid="alarm-confirm-device"
          onClick={onConfirmDevice}
        />
      ) : null}
    </form>
  );
}
