// From a fleet history to what each card shows: chart rows, the table's header and rows (also the CSV), and the
// one-sentence summary a screen reader hears. Translation comes in as `t` so this stays a plain function.
import type { TFunction } from 'i18next';
import {
  alarmsPerDay, availabilityTable, durationParts, meanTimeToConfirm, notificationsPerDay, notSentForQuota, onlinePerDay, topDevices,
} from '../../domain/dataCenter';
import type { FleetHistory } from '../../domain/wire/dataCenter';
import type { ChartTable } from './ChartCard';

const TOP_DEVICE_COUNT = 10;
const AVAILABILITY_CHART_COUNT = 10;

const percent = (share: number) => Math.round(share * 1000) / 10;

export interface Figures {
  summary: { devices: number; onlineNow: number; offlineNow: number; meanAvailability?: number; alarms: number; mttc?: number };
  online: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
  availability: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
  byLevel: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
  byState: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
  top: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
  /** Undefined when the cloud keeps no send log. */
  notifications?: { rows: Array<Record<string, string | number>>; table: ChartTable; summary: string };
}

export function durationText(t: TFunction, seconds: number | undefined): string {
  if (seconds === undefined) return t('dataCenter:summary.none');
  const { h, m, s } = durationParts(seconds);
  if (h > 0) return t('dataCenter:duration.hm', { h, m });
  if (m > 0) return t('dataCenter:duration.ms', { m, s });
  return t('dataCenter:duration.s', { s });
}

export function buildFigures(history: FleetHistory, range: { start: number; end: number }, t: TFunction): Figures {
  const names = new Map(history.devices.map((d) => [d.machineId, d.name || d.code]));
  const onlineNow = history.devices.filter((d) => d.onlineNow).length;
  const availability = availabilityTable(history.devices, range);
  const meanAvailability = availability.length ? availability.reduce((s, d) => s + d.availability, 0) / availability.length : undefined;
  const mttc = meanTimeToConfirm(history.alarms);
  const days = onlinePerDay(history.devices, range);
  const alarmDays = alarmsPerDay(history.alarms, range);
  const top = topDevices(history.alarms, names, TOP_DEVICE_COUNT);
  const total = alarmDays.reduce((s, d) => s + d.total, 0);

  const dayHead = t('dataCenter:table.day');
  return {
    summary: { devices: history.devices.length, onlineNow, offlineNow: history.devices.length - onlineNow, meanAvailability, alarms: total, mttc },
    online: {
      rows: days.map((d) => ({ day: d.day, online: d.online, offline: d.offline })),
      table: { header: [dayHead, t('dataCenter:series.online'), t('dataCenter:series.offline')], rows: days.map((d) => [d.day, d.online, d.offline]) },
      summary: t('dataCenter:online.summary', { count: days.length, devices: history.devices.length, onlineNow }),
    },
    availability: {
      rows: availability.slice(0, AVAILABILITY_CHART_COUNT).map((d) => ({ name: d.name || d.code, availability: percent(d.availability) })),
      table: {
        header: [t('dataCenter:table.device'), t('dataCenter:table.code'), t('dataCenter:table.now'), t('dataCenter:table.availability')],
        rows: availability.map((d) => [d.name || d.code, d.code, d.onlineNow ? t('dataCenter:series.online') : t('dataCenter:series.offline'), `${percent(d.availability)}%`]),
      },
      summary: t('dataCenter:availability.summary', {
        mean: meanAvailability === undefined ? 0 : percent(meanAvailability),
        least: availability[0] ? availability[0].name || availability[0].code : '-',
        leastShare: availability[0] ? percent(availability[0].availability) : 0,
      }),
    },
    byLevel: {
      rows: alarmDays.map((d) => ({ day: d.day, level1: d.level1, level2: d.level2, level3: d.level3 })),
      table: {
        header: [dayHead, t('dataCenter:series.level1'), t('dataCenter:series.level2'), t('dataCenter:series.level3'), t('dataCenter:table.total')],
        rows: alarmDays.map((d) => [d.day, d.level1, d.level2, d.level3, d.total]),
      },
      summary: t('dataCenter:alarms.levelSummary', { total, critical: alarmDays.reduce((s, d) => s + d.level3, 0) }),
    },
    byState: {
      rows: alarmDays.map((d) => ({ day: d.day, active: d.active, confirmed: d.confirmed, recovered: d.recovered })),
      table: {
        header: [dayHead, t('dataCenter:series.active'), t('dataCenter:series.confirmed'), t('dataCenter:series.recovered')],
        rows: alarmDays.map((d) => [d.day, d.active, d.confirmed, d.recovered]),
      },
      summary: t('dataCenter:alarms.stateSummary', { active: alarmDays.reduce((s, d) => s + d.active, 0), mttc: durationText(t, mttc) }),
    },
    notifications: notificationFigures(history, range, t),
    top: {
      rows: top.map((d) => ({ name: d.name, count: d.count })),
      table: { header: [t('dataCenter:table.device'), t('dataCenter:table.alarms')], rows: top.map((d) => [d.name, d.count]) },
      summary: top[0] ? t('dataCenter:top.summary', { name: top[0].name, count: top[0].count }) : t('dataCenter:card.empty'),
    },
  };
}

function notificationFigures(history: FleetHistory, range: { start: number; end: number }, t: TFunction): Figures['notifications'] {
  if (!history.notifications) return undefined;
  const days = notificationsPerDay(history.notifications, range);
  const sum = (key: keyof Omit<(typeof days)[number], 'day'>) => days.reduce((s, d) => s + d[key], 0);
  const keys = ['smsDelivered', 'smsFailed', 'smsNotSent', 'emailDelivered', 'emailFailed', 'emailNotSent'] as const;
  return {
    rows: days.map((d) => ({ ...d })),
    table: {
      header: [t('dataCenter:table.day'), ...keys.map((k) => t(`dataCenter:series.${k}`))],
      rows: days.map((d) => [d.day, ...keys.map((k) => d[k])]),
    },
    summary: t('dataCenter:notifications.summary', {
      sms: sum('smsDelivered'), email: sum('emailDelivered'), failed: sum('smsFailed') + sum('emailFailed'),
      quota: notSentForQuota(history.notifications),
    }),
  };
}
