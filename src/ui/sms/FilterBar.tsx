import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dayRange } from '../../domain/time';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { deviceOptionsQuery, type LogFilter } from './queries';

/** Day range (00:00:00 of the first day to 23:59:59 of the last, src/domain/time.ts) and, for logs, a device. */
export function FilterBar({ eid, withDevice, onChange }: { eid: number; withDevice: boolean; onChange(filter: LogFilter): void }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [device, setDevice] = useState('');
  const devices = useQuery({ ...deviceOptionsQuery(http, eid), enabled: withDevice });

  // A first day after the last is said, not sent: the cloud would answer "nothing was sent".
  const reversed = from !== '' && to !== '' && from > to;
  const apply = (next: { from: string; to: string; device: string }) => {
    if (next.from && next.to && next.from > next.to) return;
    const filter: LogFilter = {};
    if (next.from || next.to) {
      const { start, end } = dayRange(next.from || next.to, next.to || next.from);
      filter.startTime = start;
      filter.endTime = end;
    }
    if (next.device) filter.machineId = Number(next.device);
    onChange(filter);
  };
  const update = (patch: Partial<{ from: string; to: string; device: string }>) => {
    const next = { from, to, device, ...patch };
    setFrom(next.from);
    setTo(next.to);
    setDevice(next.device);
    apply(next);
  };

  return (
    <div className="sms-filter" role="group" aria-label={t('filter.label')}>
      <div className="sms-field">
        <label htmlFor="sms-filter-from">{t('filter.from')}</label>
        <TextInput id="sms-filter-from" type="date" value={from} max={to || undefined} onChange={(e) => update({ from: e.target.value })} data-testid="sms-filter-from" />
      </div>
      <div className="sms-field">
        <label htmlFor="sms-filter-to">{t('filter.to')}</label>
        <TextInput id="sms-filter-to" type="date" value={to} min={from || undefined} invalid={reversed} aria-invalid={reversed}
          aria-describedby={reversed ? 'sms-filter-reversed' : undefined} onChange={(e) => update({ to: e.target.value })} data-testid="sms-filter-to" />
      </div>
      {withDevice ? (
        <div className="sms-field">
          <label htmlFor="sms-filter-device">{t('filter.device')}</label>
          <select id="sms-filter-device" className="p-inputtext p-component" value={device} onChange={(e) => update({ device: e.target.value })} data-testid="sms-filter-device">
            <option value="">{t('filter.allDevices')}</option>
            {(devices.data ?? []).map((d) => (
              <option key={d.machineId} value={d.machineId}>{d.machineName}</option>
            ))}
          </select>
        </div>
      ) : null}
      <ActionButton outlined icon="pi pi-filter-slash" label={t('filter.clear')} disabled={!from && !to && !device}
        onClick={() => update({ from: '', to: '', device: '' })} data-testid="sms-filter-clear" />
      {reversed ? <p id="sms-filter-reversed" className="sms-error" role="alert" data-testid="sms-filter-reversed">{t('filter.reversed')}</p> : null}
    </div>
  );
}
