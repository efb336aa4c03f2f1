import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { may } from '../../src/domain/roles';
import { checkDailyAmounts, transferStock } from '../../src/domain/smsQuota';
import { checkReceiverEmail, checkReceiverName } from '../../src/domain/validation';
import type { EntUserMessage, Flag, Page, SmsStock, TransferAnswer, UserMsgConfig } from '../../src/domain/wire/sms';
import { pageSendLog } from '../delivery';
import { accountOf, addSale, deviceFlags, poolOf, setPool, smsState, usageOf, type SmsAccount } from '../delivery/state';
import type { Sim } from '../sim';
import { roleOn } from '../world/applications';
import { nextId } from '../world/ids';
import { authed, fail, ok, type Caller, type Fields } from './envelope';

// The SMS and mail alarm calls of api.md section 7, personal and enterprise. hwcode 404 and 113 mean a bad token
// on these calls (api.md section 8), so refusals here use the catalogue's business codes, never 404.

const flag = (value: string | undefined, current: Flag): Flag => (value === undefined ? current : value === '1' ? 1 : 0);
const int = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : Number(value));
const invalid = (why: string) => fail(BusinessCode.InvalidInput, why);

/** 1-based page of rows already in the order wanted (newest first). */
function pageOf<T>(rows: T[], fields: Fields): Page<T> {
  const size = Math.min(100, Math.max(1, int(fields.pageSize) ?? 10));
  const page = Math.max(1, int(fields.page) ?? 1);
  return { list: rows.slice((page - 1) * size, page * size), total: rows.length };
}

const inRange = (fields: Fields) => {
  const start = int(fields.startTime);
  const end = int(fields.endTime);
  return (time: number) => (start === undefined || time >= start) && (end === undefined || time <= end);
};

/** The enterprise named by `eid` when the caller is one of its members; the manager is its first member. */
const enterpriseOf = (sim: Sim, { user }: Caller, fields: Fields) => {
  const eid = int(fields.eid) ?? 0;
  const enterprise = sim.world.enterprises.find((e) => e.eid === eid);
  return enterprise && enterprise.memberIds.includes(user.id) ? enterprise : undefined;
};
const noPermission = () => fail(BusinessCode.NoPermission, 'not a member of this enterprise');

const personal = (sim: Sim, caller: Caller): UserMsgConfig => {
  const a = accountOf(sim, caller.user.id, 0);
  return {
    eid: 0, userSmsFlag: a.smsFlag, userSmsDailyAmount: a.userDaily, machineSmsDailyAmount: a.deviceDaily, userEmailFlag: a.emailFlag,
    stock: a.stock, usage: usageOf(sim, a.userId, 0), contacts: a.contacts,
  };
};
const inEnterprise = (sim: Sim, caller: Caller, eid: number): EntUserMessage => {
  const a = accountOf(sim, caller.user.id, eid);
  return {
    eid, smsFlag: a.smsFlag, smsDailyAmount: a.userDaily, smsMachineDailyAmount: a.deviceDaily, emailFlag: a.emailFlag,
    usage: usageOf(sim, a.userId, eid), contacts: a.contacts,
  };
};

/** Applies the two daily amounts after checking both; answers an error response or undefined. */
const setAmounts = (account: SmsAccount, userDaily: string | undefined, deviceDaily: string | undefined) => {
  const user = int(userDaily) ?? account.userDaily;
  const device = int(deviceDaily) ?? account.deviceDaily;
  const refused = checkDailyAmounts(user, device);
  if (refused === 'invalid') return invalid('daily amounts are whole numbers from 0 to 1000');
  if (refused === 'deviceAboveUser') return invalid('the daily amount per device may not exceed the daily amount of all devices');
  account.userDaily = user;
  account.deviceDaily = device;
  return undefined;
};

const addContact = (sim: Sim, account: SmsAccount, fields: Fields) => {
  const name = (fields.name ?? '').trim();
  const email = (fields.email ?? '').trim();
  if (!checkReceiverName(name).ok) return invalid('name must be 1 to 20 characters');
  const check = checkReceiverEmail(email, []);
  if (!check.ok) return invalid('email must be an e-mail address of at most 30 characters');
  if (!checkReceiverEmail(email, account.contacts.map((c) => c.email)).ok) {
    return fail(BusinessCode.SmsReceiverExists, 'The email already exists, please do not add it again!');
  }
  const contact = { id: nextId(sim.world), name, email };
  account.contacts.push(contact);
  return ok(contact);
};
const deleteContact = (account: SmsAccount, fields: Fields) => {
  const id = int(fields.id);
  const before = account.contacts.length;
  account.contacts = account.contacts.filter((c) => c.id !== id);
  return account.contacts.length < before ? ok({ id }) : invalid('no such receiver');
};

const setSwitches = (sim: Sim, { user }: Caller, fields: Fields, eid: number) => {
  const machineId = int(fields.machineId ?? fields.machineID);
  const device = sim.world.devices.find((d) => d.machine_id === machineId);
  if (!device || device.eid !== eid) return fail(BusinessCode.DeviceNotFound, 'no such device');
  if (!may(roleOn(sim.world, device.machine_id, user.id), 'viewAuthority')) return fail(BusinessCode.NoPermission, 'no permission');
  const entry = deviceFlags(sim.world, device.machine_id);
  entry.smsFlag = flag(fields.smsFlag, entry.smsFlag);
  entry.emailFlag = flag(fields.emailFlag, entry.emailFlag);
  return ok({ machineId: device.machine_id, ...entry });
};

const logPage = (sim: Sim, kind: 'sms' | 'email', userId: number, eid: number, fields: Fields) => {
  const size = Math.min(100, Math.max(1, int(fields.pageSize) ?? 10));
  const page = Math.max(1, int(fields.page) ?? 1);
  const filter = { userId, eid, machineId: int(fields.machineId), startTime: int(fields.startTime), endTime: int(fields.endTime) };
  return ok(pageSendLog(sim, kind, filter, page, size));
};

/** The caller's SMS and mail switches and daily amounts, personal and in an enterprise. */
function smsSettingsHandlers(sim: Sim) {
  return [
    http.get('*/api/v1/alarm/userMsgConfig', authed(sim, (caller) => ok(personal(sim, caller)))),

    http.post('*/api/v1/alarm/setUserMsgConfig', authed(sim, (caller, fields) => {
      const account = accountOf(sim, caller.user.id, 0);
      const refused = setAmounts(account, fields.userSmsDailyAmount, fields.machineSmsDailyAmount);
      if (refused) return refused;
      account.smsFlag = flag(fields.userSmsFlag, account.smsFlag);
      account.emailFlag = flag(fields.userEmailFlag, account.emailFlag);
      return ok(personal(sim, caller));
    })),

    http.get('*/api/msg/v1/ent/userMessage/info', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? ok(inEnterprise(sim, caller, enterprise.eid)) : noPermission();
    })),

    http.put('*/api/msg/v1/ent/userMessage', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      if (!enterprise) return noPermission();
      const account = accountOf(sim, caller.user.id, enterprise.eid);
      const refused = setAmounts(account, fields.smsDailyAmount, fields.smsMachineDailyAmount);
      if (refused) return refused;
      account.smsFlag = flag(fields.smsFlag, account.smsFlag);
      account.emailFlag = flag(fields.emailFlag, account.emailFlag);
      return ok(inEnterprise(sim, caller, enterprise.eid));
    })),

  ];
}

/** SMS stock: a member's and the enterprise's, the irreversible move into the enterprise, sales and allocations. */
function smsStockHandlers(sim: Sim) {
  return [
    // A member reads their own stock; the manager (first member) may read any member's.
    http.get('*/api/msg/v1/ent/sms/user/stock', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      if (!enterprise) return noPermission();
      const userId = int(fields.userId) ?? caller.user.id;
      if (userId !== caller.user.id && enterprise.memberIds[0] !== caller.user.id) return noPermission();
      if (!enterprise.memberIds.includes(userId)) return invalid('not a member');
      const answer: SmsStock = {
        eid: enterprise.eid, userId, stock: accountOf(sim, userId, enterprise.eid).stock, enterpriseStock: poolOf(sim, enterprise.eid),
        personalStock: userId === caller.user.id ? accountOf(sim, userId, 0).stock : 0,
      };
      return ok(answer);
    })),

    // Personal stock into the enterprise's stock: irreversible (product.md section 6).
    http.put('*/api/msg/v1/ent/userMessage/transfer', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      if (!enterprise) return noPermission();
      const personalAccount = accountOf(sim, caller.user.id, 0);
      const amount = int(fields.amount) ?? personalAccount.stock;
      if (!Number.isInteger(amount) || amount < 1) return invalid('amount must be a positive whole number');
      if (amount > personalAccount.stock) return fail(BusinessCode.SmsStockShort, 'not enough personal stock');
      const moved = transferStock(personalAccount.stock, poolOf(sim, enterprise.eid), amount);
      personalAccount.stock = moved.from;
      setPool(sim, enterprise.eid, moved.to);
      // The personal records keep the move, so the personal stock's history adds up.
      addSale(sim, caller.user.id, 0, 'transfer', moved.moved, moved.from);
      sim.log.add('sms', `user ${caller.user.id} moved ${moved.moved} SMS to enterprise ${enterprise.eid}`);
      const answer: TransferAnswer = { moved: moved.moved, personalStock: moved.from, enterpriseStock: moved.to };
      return ok(answer);
    })),

    http.post('*/api/v1/sms/sale-list', authed(sim, ({ user }, fields) => {
      accountOf(sim, user.id, 0);
      const keep = inRange(fields);
      const operate = fields.operate === 'recharge' || fields.operate === 'refund' || fields.operate === 'transfer' ? fields.operate : undefined;
      const rows = smsState(sim.world).sales
        .filter((s) => s.userId === user.id && s.eid === 0 && keep(s.time) && (operate === undefined || s.operate === operate))
        .map(({ userId: _userId, ...record }) => record)
        .reverse();
      return ok(pageOf(rows, fields));
    })),

    // Members see their own allocations; the manager sees the enterprise's.
    http.post('*/api/msg/v1/ent/sms/log/allocation/page', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      if (!enterprise) return noPermission();
      accountOf(sim, caller.user.id, enterprise.eid);
      const manager = enterprise.memberIds[0] === caller.user.id;
      const keep = inRange(fields);
      const rows = smsState(sim.world).allocations
        .filter((r) => r.eid === enterprise.eid && (manager || r.userId === caller.user.id) && keep(r.time))
        .reverse();
      return ok(pageOf(rows, fields));
    })),

  ];
}

/** What was sent (SMS and mail logs, personal and enterprise) and each device's SMS and mail switches. */
function smsLogHandlers(sim: Sim) {
  return [
    http.post('*/api/msg/v1/alarm/sms/page', authed(sim, ({ user }, fields) => logPage(sim, 'sms', user.id, 0, fields))),
    http.post('*/api/msg/v1/alarm/email/page', authed(sim, ({ user }, fields) => logPage(sim, 'email', user.id, 0, fields))),
    http.get('*/api/msg/v1/ent/alarm/smsLoggerPage', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? logPage(sim, 'sms', caller.user.id, enterprise.eid, fields) : noPermission();
    })),
    http.get('*/api/msg/v1/ent/alarm/emailLoggerPage', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? logPage(sim, 'email', caller.user.id, enterprise.eid, fields) : noPermission();
    })),

    http.put('*/api/msg/v1/ent/alarm/setMachineSmsFlag', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? setSwitches(sim, caller, fields, enterprise.eid) : noPermission();
    })),

  ];
}

/** Mail receivers of alarms, personal and enterprise. */
function smsReceiverHandlers(sim: Sim) {
  return [
    // Receivers: api.md names only the deletes; adding is POST on the same resource (docs/decisions.md).
    http.post('*/api/v1/alarm/contact/add', authed(sim, ({ user }, fields) => addContact(sim, accountOf(sim, user.id, 0), fields))),
    http.delete('*/api/v1/alarm/contact/del', authed(sim, ({ user }, fields) => deleteContact(accountOf(sim, user.id, 0), fields))),
    http.post('*/api/msg/v1/ent/alarmContact', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? addContact(sim, accountOf(sim, caller.user.id, enterprise.eid), fields) : noPermission();
    })),
    http.delete('*/api/msg/v1/ent/alarmContact', authed(sim, (caller, fields) => {
      const enterprise = enterpriseOf(sim, caller, fields);
      return enterprise ? deleteContact(accountOf(sim, caller.user.id, enterprise.eid), fields) : noPermission();
    })),
  ];
}

export function smsHandlers(sim: Sim) {
  return [...smsSettingsHandlers(sim), ...smsStockHandlers(sim), ...smsLogHandlers(sim), ...smsReceiverHandlers(sim)];
}
