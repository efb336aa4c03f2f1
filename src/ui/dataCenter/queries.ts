import { queryOptions } from '@tanstack/react-query';
import type { Http } from '../app/runtime';
import { withSignal } from '../../transport/http';
import { fleetHistory, type FleetHistory, type HistoryQuery } from '../../transport/api/dataCenter';
import { unwrap } from '../data/callQuery';

const dataCenterKeys = {
  all: ['dataCenter'] as const,
  history: (query: HistoryQuery) => [...dataCenterKeys.all, 'history', query.eid, query.start, query.end] as const,
};

/** The answer with the range it answers, so figures never pair one range's data with another range's days. */
export type RangedHistory = FleetHistory & { range: { start: number; end: number } };

/** The answer's lists, or empty ones; the send log stays absent only when the cloud keeps none. */
export function wellFormed(value: FleetHistory, query: HistoryQuery): RangedHistory {
  return {
    range: { start: query.start, end: query.end },
    devices: Array.isArray(value?.devices) ? value.devices : [],
    alarms: Array.isArray(value?.alarms) ? value.alarms : [],
    ...(Array.isArray(value?.notifications) ? { notifications: value.notifications } : {}),
    alarmsCapped: Boolean(value?.alarmsCapped),
  };
}

export const historyQuery = (http: Http, query: HistoryQuery) =>
  queryOptions({ queryKey: dataCenterKeys.history(query), queryFn: ({ signal }) => unwrap(fleetHistory(withSignal(http, signal), query)).then((value) => wellFormed(value, query)) });
