// Server state of a device's authority centre: keys built here only. Member lists, visit details and alarm
// switches live under ['authority', machineId]; applications under ['applications'], the root a realtime bind or
// visit message invalidates (src/ui/data/realtimeInvalidation.ts).
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import type { ApplicationView, AuditProcessPayload, DeviceMsgConfig } from '../../domain/wire/audit';
import type { Machine, MachineInfoPayload } from '../../domain/wire/machine';
import {
  clearVisitTime,
  deviceMsgConfig,
  pushBkey,
  selectMembers,
  setMachineSmsFlag,
  setVisitTime,
  updateLevel,
  userRoleInfo,
  visitDetails,
  zeroVisitTime,
  type VisitTimeChoice,
} from '../../transport/api/admin';
import { updateMachineInfo } from '../../transport/api/machine';
import { auditProcess, replyApplication, verifyApplication } from '../../transport/api/audit';
import { withSignal, type Http } from '../../transport/http';
import { browserTerminalUUID } from '../auth/terminal';
import { asArray, unwrap } from '../data/callQuery';
import type { MemberListKind } from './memberRows';

export const authorityKeys = {
  all: ['authority'] as const,
  device: (machineId: number) => [...authorityKeys.all, machineId] as const,
  members: (machineId: number, kind: MemberListKind) => [...authorityKeys.device(machineId), 'members', kind] as const,
  visits: (machineId: number, page: number) => [...authorityKeys.device(machineId), 'visits', page] as const,
  notices: (machineId: number) => [...authorityKeys.device(machineId), 'notices'] as const,
  /** Anyone's role on the device, looked up by account (device/v1/user/role/info). */
  roleInfo: (machineId: number, account: string) => [...authorityKeys.device(machineId), 'roleInfo', account] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  ofDevice: (machineId: number) => [...applicationKeys.all, 'device', machineId] as const,
  one: (query: AuditProcessPayload) => [...applicationKeys.all, 'one', query] as const,
};

/** One of a device's member lists (admin/select). */
export const membersQuery = (http: Http, machineId: number, kind: MemberListKind, enabled: boolean) =>
  queryOptions({ queryKey: authorityKeys.members(machineId, kind), queryFn: ({ signal }) => unwrap(selectMembers(withSignal(http, signal), machineId, kind)), enabled });

/** device/v1/admin/visit/detail/page: the device's visit requests, six a page. */
export const visitDetailsQuery = (http: Http, machineId: number, page: number) =>
  queryOptions({ queryKey: authorityKeys.visits(machineId, page), queryFn: ({ signal }) => unwrap(visitDetails(withSignal(http, signal), machineId, page)) });

/** This device's row of v1/devices/msgConfig; a device missing from the answer is a failure to read it. */
export const noticesQuery = (http: Http, machine: Machine) =>
  queryOptions({
    queryKey: authorityKeys.notices(machine.machine_id),
    queryFn: async ({ signal }): Promise<DeviceMsgConfig> => {
      const page = await unwrap(deviceMsgConfig(withSignal(http, signal), { blur: machine.machine_code, groupId: '', page: 1, pageSize: 10, eid: machine.eid }));
      const row = page.list.find((r) => r.machineId === machine.machine_id);
      if (!row) throw new Error('device missing from msgConfig');
      return row;
    },
  });

/** The audit process of a device (v1/devices/auditProcess), or of one application or message. Quiet: shown inline. */
export const applicationsQuery = (http: Http, query: AuditProcessPayload) =>
  queryOptions({
    queryKey: query.machineID !== undefined ? applicationKeys.ofDevice(query.machineID) : applicationKeys.one(query),
    queryFn: ({ signal }) => unwrap(auditProcess(withSignal(http, signal), query, true)).then(asArray<ApplicationView>),
  });

/** Someone's role on the device by account, asked when the user searches (quiet: the search toasts a failure).
 * A new search supersedes the one still under way, which is cancelled. */
export const roleInfoQuery = (http: Http, machineId: number, account: string | undefined) =>
  queryOptions({
    queryKey: authorityKeys.roleInfo(machineId, account ?? ''),
    queryFn: ({ signal }) => unwrap(userRoleInfo(withSignal(http, signal), machineId, account ?? '')),
    enabled: account !== undefined,
  });

/** An Akey's or Bkey's answer to a bind, visit or Bkey application. */
export interface ApplicationAnswer {
  /** Opened from a message: the answer goes through the message centre's verify call, else the audit reply. */
  via: 'message' | 'audit';
  kind: 'visit' | 'bind';
  applicationId: number;
  verdict: 'pass' | 'refuse';
  /** Visit minutes granted on a pass, -1 for ever. */
  minutes?: number;
  blacklist: boolean;
}

/** Answering an application (quiet: the dialog reports a refusal): the application, the device's members and the
 * message that asked change, so the applications and every device's authority keys are asked again. */
export function useAnswerApplication(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: ApplicationAnswer) =>
      unwrap(
        (answer.via === 'message' ? verifyApplication : replyApplication)(
          http,
          answer.kind,
          { applicationId: answer.applicationId, result: answer.verdict === 'pass' ? 1 : 0, duration: answer.minutes, blacklist: answer.verdict === 'refuse' && answer.blacklist ? 1 : 0 },
          true,
        ),
      ),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: applicationKeys.all }), client.invalidateQueries({ queryKey: authorityKeys.all })]),
  });
}

export type NoticeFlag = 'smsFlag' | 'emailFlag';

/** setMachineSmsFlag: the cloud's answer replaces the cached switches. */
export function useSetNoticeFlag(http: Http, machineId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, on }: { flag: NoticeFlag; on: boolean }) => unwrap(setMachineSmsFlag(http, machineId, { [flag]: on ? 1 : 0 })),
    onSuccess: (data) =>
      client.setQueryData<DeviceMsgConfig>(authorityKeys.notices(machineId), (current) => (current ? { ...current, ...data } : current)),
  });
}

/** A move on a device's members or settings, as data (all quiet: the screens show refusals themselves). */
export type AuthorityMove =
  /** admin/updateLevel: 2 visitor → Bkey, 0 back to visitor (or off the blacklist), -1 onto the blacklist, 3 owner. */
  | { kind: 'level'; memberId: number; limit: 3 | 2 | 0 | -1 }
  | { kind: 'zeroVisitTime'; visitTimeId: number }
  | { kind: 'setVisitTime'; userId: number; choice: VisitTimeChoice }
  | { kind: 'clearVisitTime'; userId: number }
  | { kind: 'pushBkey'; account: string }
  | { kind: 'auditMode'; payload: MachineInfoPayload };

function sendMove(http: Http, machineId: number, move: AuthorityMove): Promise<unknown> {
  switch (move.kind) {
    case 'level':
      return unwrap(updateLevel(http, { id: move.memberId, limit: move.limit, terminalID: browserTerminalUUID(), machineID: machineId }));
    case 'zeroVisitTime':
      return unwrap(zeroVisitTime(http, machineId, move.visitTimeId));
    case 'setVisitTime':
      return unwrap(setVisitTime(http, machineId, move.userId, move.choice));
    case 'clearVisitTime':
      return unwrap(clearVisitTime(http, machineId, move.userId));
    case 'pushBkey':
      return unwrap(pushBkey(http, machineId, move.account));
    case 'auditMode':
      return unwrap(updateMachineInfo(http, move.payload, true));
  }
}

/**
 * A move on a device's members or settings (admin/push, updateLevel, visit time, audit mode): any of them can
 * change every member list, the applications and the device itself, so all of the device's keys are asked again.
 */
export function useAuthorityChange(http: Http, machineId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: AuthorityMove) => sendMove(http, machineId, move),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: authorityKeys.device(machineId) }),
        client.invalidateQueries({ queryKey: applicationKeys.ofDevice(machineId) }),
      ]),
  });
}
