// The SMS and e-mail deliveries of the simulated cloud (docs/decisions.md, "SMS and e-mail alarms"). The data centre reads the send log through
// `readSendLog`; the shapes are src/domain/wire/sms.ts (SmsLogRow, EmailLogRow), described in docs/decisions.md.
import type { EmailLogRow, SendResult, SmsLogRow } from '../../src/domain/wire/sms';
import type { Sim } from '../sim';
import { smsState } from './state';

export { deliverAlarm } from './deliver';
export { accountOf, deviceFlags, smsState } from './state';

export type SendLogFilter = {
  /** Only this user's rows. */
  userId?: number;
  /** 0 personal, otherwise one enterprise; undefined: all. */
  eid?: number;
  machineId?: number;
  /** Unix seconds, inclusive. */
  startTime?: number;
  endTime?: number;
  result?: SendResult;
};

function matches(filter: SendLogFilter) {
  return (row: SmsLogRow | EmailLogRow) =>
    (filter.userId === undefined || row.userId === filter.userId) &&
    (filter.eid === undefined || row.eid === filter.eid) &&
    (filter.machineId === undefined || row.machineId === filter.machineId) &&
    (filter.startTime === undefined || row.sendTime >= filter.startTime) &&
    (filter.endTime === undefined || row.sendTime <= filter.endTime) &&
    (filter.result === undefined || row.result === filter.result);
}

/** Every SMS and e-mail attempt matching the filter, oldest first (copies: the caller may sort or slice them). */
export function readSendLog(sim: Sim, filter: SendLogFilter = {}): { sms: SmsLogRow[]; email: EmailLogRow[] } {
  const state = smsState(sim.world);
  const keep = matches(filter);
  return { sms: state.smsLog.filter(keep).map((r) => ({ ...r })), email: state.emailLog.filter(keep).map((r) => ({ ...r })) };
}

/**
 * One page of a user's SMS or e-mail log, newest first, without copying the whole log: the log pages ask for this
 * on every call, and a storm leaves tens of thousands of rows behind.
 */
export function pageSendLog<K extends 'sms' | 'email'>(
  sim: Sim,
  kind: K,
  filter: SendLogFilter,
  page: number,
  size: number,
): { list: Array<K extends 'sms' ? SmsLogRow : EmailLogRow>; total: number } {
  const state = smsState(sim.world);
  const rows = (kind === 'sms' ? state.smsLog : state.emailLog) as Array<K extends 'sms' ? SmsLogRow : EmailLogRow>;
  const keep = matches(filter);
  const from = (page - 1) * size;
  const list: Array<K extends 'sms' ? SmsLogRow : EmailLogRow> = [];
  let total = 0;
  for (let i = rows.length - 1; i >= 0; i -= 1) {
    const row = rows[i]!;
    if (!keep(row)) continue;
    if (total >= from && list.length < size) list.push({ ...row });
    total += 1;
  }
  return { list, total };
}
