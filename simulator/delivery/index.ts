// The SMS and e-mail deliveries of the simulated cloud (issue 12). The data centre reads the send log through
// `readSendLog`; the shapes are src/domain/wire/sms.ts (SmsLogRow, EmailLogRow), described in docs/decisions.md.
import type { EmailLogRow, SendResult, SmsLogRow } from '../../src/domain/wire/sms';
import type { Sim } from '../sim';
import { smsState } from './state';

export { deliverAlarm, type DeliveryReport } from './deliver';
export { accountOf, deviceFlags, smsState, usageOf } from './state';

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
