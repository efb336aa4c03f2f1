// Realtime messages arrive in bursts (an alarm storm is a thousand a second); the screen shows one summary per
// batch instead of one toast per message.
import type { AlertKind, Reaction } from '../../domain/messageRouting';

export interface AlertSummary {
  /** The kind of the newest alert; with `count` above 1 the toast names the count instead of one device. */
  kind: AlertKind;
  deviceCode: string;
  content: string;
  count: number;
  /** Alarms (device, voice, project) in the batch. */
  alarms: number;
  severity: 'warn' | 'info';
}

export interface BatchEffects {
  alert?: AlertSummary;
  sound: boolean;
  banner?: string;
  approval?: NonNullable<Reaction['approval']>;
  reload: Set<Reaction['reload'][number]>;
}

const ALARM_KINDS: ReadonlySet<AlertKind> = new Set(['deviceAlarm', 'deviceVoice', 'projectAlarm']);

export function summarise(reactions: readonly Reaction[]): BatchEffects {
  const effects: BatchEffects = { sound: false, reload: new Set() };
  let count = 0;
  let alarms = 0;
  let newest: NonNullable<Reaction['alert']> | undefined;
  for (const r of reactions) {
    if (r.alert) {
      count += 1;
      if (ALARM_KINDS.has(r.alert.kind)) alarms += 1;
      newest = r.alert;
    }
    if (r.sound) effects.sound = true;
    if (r.banner !== undefined) effects.banner = r.banner;
    if (r.approval) effects.approval = r.approval;
    for (const list of r.reload) effects.reload.add(list);
  }
  if (newest) effects.alert = { ...newest, count, alarms, severity: alarms > 0 ? 'warn' : 'info' };
  return effects;
}

/** Adds a later batch's summary to one still on screen, so a storm keeps one toast whose count grows. */
export function mergeAlert(shown: AlertSummary | undefined, next: AlertSummary): AlertSummary {
  if (!shown) return next;
  const alarms = shown.alarms + next.alarms;
  return { ...next, count: shown.count + next.count, alarms, severity: alarms > 0 ? 'warn' : 'info' };
}
