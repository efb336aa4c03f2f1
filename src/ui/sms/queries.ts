// Server state of the SMS and e-mail alarm screens (src/ui/data/README.md). Keys are rooted at ['sms'] and carry
// the scope (eid, 0 personal), so personal and enterprise data never mix; a change invalidates what it touches.
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { PAGE_SIZE } from '../../domain/constants';
import type { EntUserMessagePayload, Flag, LogQuery, Page, Receiver, SaleQuery, SmsDeviceRow, UserMsgConfigPayload } from '../../domain/wire/sms';
import {
  addReceiver, allocationPage, deleteReceiver, emailLogPage, entUserMessage, saleList, setDeviceSwitch, setEntUserMessage,
  setUserMsgConfig, smsDevices, smsLogPage, transferStock, userMsgConfig, userStock,
} from '../../transport/api/sms';
import { withSignal, type Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';
import { getUserId } from '../../transport/api/account';
import { clientStorage } from '../app/clientStorage';

export const SMS_PAGE_SIZE = PAGE_SIZE.smsLists;

/** A day-range filter in Unix seconds (src/domain/time.ts dayRange) and an optional device. */
export type LogFilter = { startTime?: number; endTime?: number; machineId?: number };

export const smsKeys = {
  all: ['sms'] as const,
  scope: (eid: number) => [...smsKeys.all, eid] as const,
  settings: (eid: number) => [...smsKeys.scope(eid), 'settings'] as const,
  stock: (eid: number) => [...smsKeys.scope(eid), 'stock'] as const,
  memberStock: (eid: number, userId: number) => [...smsKeys.scope(eid), 'stock', 'member', userId] as const,
  allDevices: (eid: number) => [...smsKeys.scope(eid), 'devices'] as const,
  devices: (eid: number, page: number, filter: DeviceFilter = {}) => [...smsKeys.allDevices(eid), page, filter] as const,
  deviceOptions: (eid: number) => [...smsKeys.scope(eid), 'deviceOptions'] as const,
  smsLog: (eid: number, page: number, filter: LogFilter) => [...smsKeys.scope(eid), 'smsLog', page, filter] as const,
  emailLog: (eid: number, page: number, filter: LogFilter) => [...smsKeys.scope(eid), 'emailLog', page, filter] as const,
  records: (eid: number, page: number, filter: LogFilter) => [...smsKeys.scope(eid), 'records', page, filter] as const,
};

/** The personal settings (eid 0) or the caller's settings in one enterprise, in one shape for the screens. */
export type SmsSettings = {
  eid: number;
  smsFlag: Flag;
  emailFlag: Flag;
  userDaily: number;
  deviceDaily: number;
  usage: { usedToday: number; lastDays: number[]; busiestDevice?: { machineId: number; machineName: string; usedToday: number } };
  contacts: Receiver[];
  /** Personal stock (personal mode only; the enterprise stock comes from the stock query). */
  stock?: number;
};

export const settingsQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: smsKeys.settings(eid),
    // Today's use moves with every alarm: opening the tab again asks the cloud, besides the realtime invalidation.
    staleTime: 0,
    queryFn: async ({ signal }): Promise<SmsSettings> => {
      if (eid > 0) {
        const c = await unwrap(entUserMessage(withSignal(http, signal), eid));
        return { eid, smsFlag: c.smsFlag, emailFlag: c.emailFlag, userDaily: c.smsDailyAmount, deviceDaily: c.smsMachineDailyAmount, usage: c.usage, contacts: c.contacts ?? [] };
      }
      const c = await unwrap(userMsgConfig(withSignal(http, signal)));
      return {
        eid: 0, smsFlag: c.userSmsFlag, emailFlag: c.userEmailFlag, userDaily: c.userSmsDailyAmount, deviceDaily: c.machineSmsDailyAmount,
        usage: c.usage, contacts: c.contacts ?? [], stock: c.stock,
      };
    },
  });

/** The caller's own share: api.md asks for the stock with eid and userId, so the signed-in user's id goes along. */
export const stockQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: smsKeys.stock(eid),
    queryFn: async ({ signal }) => {
      const userId = clientStorage().get('userId') ?? (await unwrap(getUserId(withSignal(http, signal)))).userid;
      return unwrap(userStock(withSignal(http, signal), eid, userId));
    },
    enabled: eid > 0,
  });

/** A member's share of the enterprise stock, as the enterprise manager asks for it (administration centre). */
export const memberStockQuery = (http: Http, eid: number, userId: number) =>
  queryOptions({ queryKey: smsKeys.memberStock(eid, userId), queryFn: ({ signal }) => unwrap(userStock(withSignal(http, signal), eid, userId)), enabled: eid > 0 });

/** The devices tab's search (name, alias or machine code) and device group; empty means all. */
export type DeviceFilter = { blur?: string; groupId?: string };

export const devicesQuery = (http: Http, eid: number, page: number, filter: DeviceFilter = {}) =>
  queryOptions({
    queryKey: smsKeys.devices(eid, page, filter),
    queryFn: ({ signal }) => unwrap(smsDevices(withSignal(http, signal), { eid, page, pageSize: SMS_PAGE_SIZE, blur: filter.blur ?? '', groupId: filter.groupId ?? '' })),
    placeholderData: keepPreviousData,
  });

/**
 * The log filter's device choice: msgConfig asked SMS_PAGE_SIZE (api.md: SMS lists page by 10) a page, the first
 * page alone (its total says how many follow), then the rest a few at a time, up to PAGE_SIZE.devices devices. Asking
 * 100 a page used to stop after the first page of a cloud that caps the page at 10.
 */
const DEVICE_OPTION_PAGES = PAGE_SIZE.devices / SMS_PAGE_SIZE;
/** Pages asked at once after the first. */
const DEVICE_OPTION_PARALLEL = 4;

/** Every device of the scope for the log filter's device choice, page after page (not only the first page). */
export const deviceOptionsQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: smsKeys.deviceOptions(eid),
    queryFn: async ({ signal }): Promise<SmsDeviceRow[]> => {
      const client = withSignal(http, signal);
      const pageOf = (page: number) => unwrap(smsDevices(client, { eid, page, pageSize: SMS_PAGE_SIZE, blur: '', groupId: '' }));
      const first = await pageOf(1);
      const pages = Math.min(DEVICE_OPTION_PAGES, Math.ceil(first.total / SMS_PAGE_SIZE));
      const byId = new Map(first.list.map((row) => [row.machineId, row]));
      for (let start = 2; start <= pages && first.list.length === SMS_PAGE_SIZE; start += DEVICE_OPTION_PARALLEL) {
        const batch = Array.from({ length: Math.min(DEVICE_OPTION_PARALLEL, pages - start + 1) }, (_, i) => pageOf(start + i));
        const answers = await Promise.all(batch);
        // A device added or removed meanwhile shifts the pages: a row seen twice is kept once.
        for (const answer of answers) for (const row of answer.list) byId.set(row.machineId, row);
        if (answers.some((answer) => answer.list.length < SMS_PAGE_SIZE)) break;
      }
      return [...byId.values()];
    },
  });

const logQuery = (eid: number, page: number, filter: LogFilter): LogQuery => ({
  page, pageSize: SMS_PAGE_SIZE, ...filter, ...(eid > 0 ? { eid } : {}),
});

export const smsLogQuery = (http: Http, eid: number, page: number, filter: LogFilter) =>
  queryOptions({ queryKey: smsKeys.smsLog(eid, page, filter), queryFn: ({ signal }) => unwrap(smsLogPage(withSignal(http, signal), logQuery(eid, page, filter))), placeholderData: keepPreviousData });

export const emailLogQuery = (http: Http, eid: number, page: number, filter: LogFilter) =>
  queryOptions({ queryKey: smsKeys.emailLog(eid, page, filter), queryFn: ({ signal }) => unwrap(emailLogPage(withSignal(http, signal), logQuery(eid, page, filter))), placeholderData: keepPreviousData });

/** Personal: recharge and refund records; enterprise: allocation records. */
export const recordsQuery = (http: Http, eid: number, page: number, filter: LogFilter) =>
  queryOptions({
    queryKey: smsKeys.records(eid, page, filter),
    queryFn: async ({ signal }) => {
      if (eid > 0) return { kind: 'allocation' as const, ...(await unwrap(allocationPage(withSignal(http, signal), { ...logQuery(eid, page, filter), eid }))) };
      const query: SaleQuery = { page, pageSize: SMS_PAGE_SIZE, startTime: filter.startTime, endTime: filter.endTime };
      return { kind: 'sale' as const, ...(await unwrap(saleList(withSignal(http, signal), query))) };
    },
    placeholderData: keepPreviousData,
  });

export type SettingsChange = { smsFlag: Flag; emailFlag: Flag; userDaily: number; deviceDaily: number };

export function useSaveSettings(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: SettingsChange): Promise<unknown> => {
      if (eid > 0) {
        const payload: EntUserMessagePayload = { eid, smsFlag: change.smsFlag, emailFlag: change.emailFlag, smsDailyAmount: change.userDaily, smsMachineDailyAmount: change.deviceDaily };
        return unwrap(setEntUserMessage(http, payload));
      }
      const payload: UserMsgConfigPayload = {
        userSmsFlag: change.smsFlag, userEmailFlag: change.emailFlag, userSmsDailyAmount: change.userDaily, machineSmsDailyAmount: change.deviceDaily,
      };
      return unwrap(setUserMsgConfig(http, payload));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: smsKeys.settings(eid) }),
  });
}

export function useTransferStock(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => unwrap(transferStock(http, eid, amount)),
    // Both scopes change: the personal stock went down, the enterprise's went up.
    onSuccess: () => client.invalidateQueries({ queryKey: smsKeys.all }),
  });
}

export function useDeviceSwitch(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { machineId: number; smsFlag?: Flag; emailFlag?: Flag }) => {
      const { machineId, ...flags } = change;
      return unwrap(setDeviceSwitch(http, eid, machineId, flags));
    },
    // The switch moves at once; a refusal puts it back (the failure is toasted by the transport).
    onMutate: async (change) => {
      const key = [...smsKeys.scope(eid), 'devices'];
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueriesData<Page<SmsDeviceRow>>({ queryKey: key });
      const { machineId, ...flags } = change;
      client.setQueriesData<Page<SmsDeviceRow>>({ queryKey: key }, (page) =>
        page && Array.isArray(page.list) ? { ...page, list: page.list.map((row) => (row.machineId === machineId ? { ...row, ...flags } : row)) } : page,
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: smsKeys.allDevices(eid) }),
  });
}

export function useAddReceiver(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (receiver: Omit<Receiver, 'id'>) => unwrap(addReceiver(http, eid, receiver)),
    onSuccess: () => client.invalidateQueries({ queryKey: smsKeys.settings(eid) }),
  });
}

export function useDeleteReceiver(http: Http, eid: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(deleteReceiver(http, eid, id)),
    onSuccess: () => client.invalidateQueries({ queryKey: smsKeys.settings(eid) }),
  });
}
