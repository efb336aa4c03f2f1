import { smsSegments } from '../../src/domain/sms';
import { bothLanguages, textIn } from '../../src/domain/cloudText';
import { alarmSmsText, consume, crossedLevels, decideSms, isStockLow, dayStart, usedPercent } from '../../src/domain/smsQuota';
import type { EmailLogRow, SmsLogRow } from '../../src/domain/wire/sms';
import { alarmRecipients } from '../generator/recipients';
import { deliverMessage, unreadCount } from '../messaging';
import type { Sim } from '../sim';
import { deviceById } from '../world/fleetIndex';
import { nextId } from '../world/ids';
import type { Device, SimAlarm } from '../world/types';
import { accountOf, addUse, deviceFlagsOf, lastDays, smsState, usedToday, type SmsAccount } from './state';

// An alarm the generator raised, turned into SMS and e-mail deliveries by the rules a cloud applies: the user's
// switch and the device's switch decide whether anything is attempted; every attempt then lands in the log as
// delivered, failed (gateway or mailbox) or not sent (a daily amount or the stock ran out, no phone, no
// receiver). Only delivered SMS use the stock and the daily amounts: a failed one is not charged.

export type DeliveryReport = { sms: SmsLogRow[]; email: EmailLogRow[] };

/** `recipients`: the alarm's recipients when the caller has them already (alarmRecipients). */
export function deliverAlarm(sim: Sim, alarm: SimAlarm, recipients?: readonly number[]): DeliveryReport {
  // The fleet index, not a scan: an alarm storm of 1,000 a second over a fleet of 10,000 spent most of its time here.
  const device = deviceById(sim.world, alarm.machineId);
  const report: DeliveryReport = { sms: [], email: [] };
  if (!device) return report;
  const flags = deviceFlagsOf(sim.world, device.machine_id);
  for (const userId of recipients ?? alarmRecipients(sim.world, device.machine_id)) {
    const account = accountOf(sim, userId, device.eid);
    if (account.smsFlag === 1 && flags.smsFlag === 1) report.sms.push(sendSms(sim, account, device, alarm));
    if (account.emailFlag === 1 && flags.emailFlag === 1) report.email.push(...sendEmails(sim, account, device, alarm));
  }
  return report;
}

// Rows are built with every field in one order (cause too, undefined until known), so the log holds objects of one
// shape: the log pages scan tens of thousands of them on each call.
function smsRow(sim: Sim, account: SmsAccount, device: Device, alarm: SimAlarm, content: string, phone: string, segments: number): SmsLogRow {
  return {
    id: nextId(sim.world), sendTime: Math.floor(sim.clock.now() / 1000), eid: account.eid, userId: account.userId,
    machineId: device.machine_id, machineName: device.machine_name, machineCode: device.machine_code, alarmId: alarm.id, content,
    result: 'notSent', cause: undefined, phone, segments,
  };
}

function emailRow(sim: Sim, account: SmsAccount, device: Device, alarm: SimAlarm, content: string, email: string, receiverName: string): EmailLogRow {
  return {
    id: nextId(sim.world), sendTime: Math.floor(sim.clock.now() / 1000), eid: account.eid, userId: account.userId,
    machineId: device.machine_id, machineName: device.machine_name, machineCode: device.machine_code, alarmId: alarm.id, content,
    result: 'notSent', cause: undefined, email, receiverName,
  };
}

const settle = <R extends SmsLogRow | EmailLogRow>(row: R, result: R['result'], cause?: R['cause']): R => {
  row.result = result;
  row.cause = cause;
  return row;
};

function sendSms(sim: Sim, account: SmsAccount, device: Device, alarm: SimAlarm): SmsLogRow {
  const state = smsState(sim.world);
  const user = sim.world.users.find((u) => u.id === account.userId);
  const content = alarmSmsText(device.machine_name, textIn(alarm.content, accountLanguage(user)));
  const segments = smsSegments(content);
  const row = smsRow(sim, account, device, alarm, content, user?.phone ?? '', segments);
  state.smsLog.push(row);
  if (!row.phone) return settle(row, 'notSent', 'noPhone');
  const userBefore = usedToday(sim, account.userId, account.eid);
  const deviceBefore = usedToday(sim, account.userId, account.eid, device.machine_id);
  const decision = decideSms({
    segments, stock: account.stock, userUsedToday: userBefore, userDailyAmount: account.userDaily,
    deviceUsedToday: deviceBefore, deviceDailyAmount: account.deviceDaily,
  });
  if (!decision.send) return settle(row, 'notSent', decision.reason);
  if (state.failShare > 0 && state.random.next() < state.failShare) return settle(row, 'failed', 'gateway');
  row.result = 'delivered';
  account.stock = consume(account.stock, segments);
  addUse(sim, account.userId, account.eid, device.machine_id, segments);
  // Each level is told once, with the share actually used: a jump from 9 to 10 of 10 crosses 95 % but says 100 %.
  const userAfter = userBefore + segments;
  for (const level of crossedLevels(userBefore, userAfter, account.userDaily)) {
    const percent = usedPercent(userAfter, account.userDaily);
    warn(sim, account, `user:${level}`, {
      en: `SMS alarms: ${percent}% of your daily amount is used (${userAfter} of ${account.userDaily}).`,
      cn: `短信报警：今日短信额度已用 ${percent}%（${userAfter}/${account.userDaily}）。`,
    });
  }
  const deviceAfter = deviceBefore + segments;
  for (const level of crossedLevels(deviceBefore, deviceAfter, account.deviceDaily)) {
    const percent = usedPercent(deviceAfter, account.deviceDaily);
    warn(sim, account, `device:${device.machine_id}:${level}`, {
      en: `SMS alarms: device “${device.machine_name}” used ${percent}% of its daily amount (${deviceAfter} of ${account.deviceDaily}).`,
      cn: `短信报警：设备“${device.machine_name}”今日短信额度已用 ${percent}%（${deviceAfter}/${account.deviceDaily}）。`,
    });
  }
  if (isStockLow(account.stock, lastDays(sim, account.userId, account.eid))) {
    warn(sim, account, 'stock', {
      en: `SMS alarms: only ${account.stock} SMS left, less than a week's use. Please recharge.`,
      cn: `短信报警：短信余量仅剩 ${account.stock} 条，不足一周用量，请及时充值。`,
    });
  }
  return row;
}

function sendEmails(sim: Sim, account: SmsAccount, device: Device, alarm: SimAlarm): EmailLogRow[] {
  const state = smsState(sim.world);
  const user = sim.world.users.find((u) => u.id === account.userId);
  const content = alarmSmsText(device.machine_name, textIn(alarm.content, accountLanguage(user)));
  if (account.contacts.length === 0) {
    const row = settle(emailRow(sim, account, device, alarm, content, '', ''), 'notSent', 'noReceiver');
    state.emailLog.push(row);
    return [row];
  }
  return account.contacts.map((contact) => {
    const failed = state.failShare > 0 && state.random.next() < state.failShare;
    const row = emailRow(sim, account, device, alarm, content, contact.email, contact.name);
    if (failed) settle(row, 'failed', 'mailbox');
    else settle(row, 'delivered');
    state.emailLog.push(row);
    return row;
  });
}

/**
 * An SMS or e-mail goes out in one language: Chinese to an account of a mainland number, English otherwise (the
 * cloud keeps no language per account).
 */
function accountLanguage(user: { countryCode: string } | undefined): 'cn' | 'en' {
  return user?.countryCode === '86' ? 'cn' : 'en';
}

/**
 * A warning in the user's message centre (a system notice) and, at once, on the user's open consoles through the
 * realtime mass-text frame, which the console shows as a banner. The cloud does not know the reader's language,
 * so the text carries both versions (src/domain/cloudText.ts) and the console shows the one of its interface.
 * Each warning is told once a day.
 */
function warn(sim: Sim, account: SmsAccount, key: string, text: { en: string; cn: string }) {
  const day = dayStart(sim.clock.now());
  if (account.warned.get(key) === day) return;
  account.warned.set(key, day);
  const content = bothLanguages(text);
  deliverMessage(sim, account.userId, { type: 'system', title: bothLanguages({ cn: '短信报警', en: 'SMS alarms' }), content });
  sim.hub.push(account.userId, { type: 'massTexting', content, totalUnreadMsg: unreadCount(sim, account.userId), sentAt: sim.clock.now() });
}
