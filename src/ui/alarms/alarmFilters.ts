// The alarm centre's filters as the user sets them, and the query they make (dayRange: the end day counts whole).
import { dayRangeRefusal, type DayRangeRefusal } from '../../domain/dayRangeRule';
import { dayRange } from '../../domain/time';
import type { AlarmDeviceType, AlarmQuery, AlarmState, KanbanQuery } from '../../domain/wire/alarm';
import { PAGE_SIZE } from '../../domain/constants';

export interface AlarmFilters {
  /** '' every device. */
  machineId: string;
  /** 'yyyy-mm-dd' or ''. */
  from: string;
  to: string;
  /** '' every state. */
  state: AlarmState | '';
}

export const NO_FILTERS: AlarmFilters = { machineId: '', from: '', to: '', state: '' };

/** An open end of the range stays open; a range the data centre's rule refuses (a start after the end, a day after
 *  today) is reported rather than sent. */
export function rangeOf(filters: AlarmFilters, today: Date = new Date()): { start?: number; end?: number } | DayRangeRefusal {
  if (!filters.from && !filters.to) return {};
  const refusal = dayRangeRefusal(filters.from, filters.to, today);
  if (refusal) return refusal;
  const { start, end } = dayRange(filters.from || filters.to, filters.to || filters.from);
  return { start: filters.from ? start : undefined, end: filters.to ? end : undefined };
}

export function kanbanQuery(deviceType: AlarmDeviceType, eid: number, filters: AlarmFilters): KanbanQuery | undefined {
  const range = rangeOf(filters);
  if (typeof range === 'string') return undefined;
  return { deviceType, eid, deviceId: filters.machineId ? Number(filters.machineId) : undefined, ...range };
}

export function alarmQuery(deviceType: AlarmDeviceType, eid: number, filters: AlarmFilters, page: number): AlarmQuery | undefined {
  const base = kanbanQuery(deviceType, eid, filters);
  if (!base) return undefined;
  return { ...base, state: filters.state || undefined, page, pageSize: PAGE_SIZE.alarms };
}
