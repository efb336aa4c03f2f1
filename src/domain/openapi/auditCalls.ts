// The audit calls (api.md section 7, Audit): applying for a device, answering applications and the remote visit's
// gate and link. Payloads and answers: src/domain/wire/audit.ts.
import * as audit from '../wire/audit';
import type { BusinessCodeName } from '../resultCodes';
import type { CallDoc } from './callDoc';

const applyCodes: BusinessCodeName[] = ['DeviceNotFound', 'InvalidInput', 'ApplyTooFrequent', 'ApplyBlacklisted', 'ApplyAlreadyAkey', 'ApplyAlreadyBkey'];
const replyCodes: BusinessCodeName[] = ['InvalidInput', 'NoPermission', 'ApplicationSettled', 'AuditAlreadyAnswered', 'VisitTimeTooShort'];
const VISIT_RESULTS = 'Visit results (api.md section 8) travel as hwcode: 203 BLACKLIST, ADMINISTRATOR or GENERAL_USER; 416 CLOUD_EXPIRED; 507 REST_TIME_OUT; 505 PASSWORD_ERROR.';
const reply = (summary: string): CallDoc => ({
  summary,
  description: 'Answers the application after the answer (its state, and whether the caller may still answer).',
  payload: audit.auditReplyPayload,
  answer: audit.applicationView,
  codes: replyCodes,
});

export const AUDIT_CALLS: Readonly<Record<string, CallDoc>> = {
  'POST /api/v1/audit/addVisit': { summary: 'Apply to visit a device', payload: audit.addVisitPayload, answer: audit.applyResult, codes: applyCodes },
  'POST /api/v1/audit/addBind': {
    summary: 'Apply to bind a device',
    description: 'A white-list visitor asking to bind asks to become a Bkey.',
    payload: audit.addBindPayload,
    answer: audit.applyResult,
    codes: applyCodes,
  },
  'POST /api/v1/audit/checkCloudServiceState': {
    summary: 'May the caller reach the device now',
    description: VISIT_RESULTS,
    payload: audit.checkCloudServicePayload,
    answer: audit.cloudServiceState,
    codes: ['InvalidInput'],
  },
  'POST /api/v1/audit/checkMachinePwd': {
    summary: 'Bind a device in Akey+password mode with its password',
    payload: audit.checkMachinePwdPayload,
    answer: audit.applyResult,
    codes: ['DeviceNotFound', 'NoPermission', 'DevicePasswordWrong', 'ApplyTooFrequent', 'ApplyBlacklisted', 'ApplyAlreadyAkey', 'ApplyAlreadyBkey', 'RequestTooFrequent'],
  },
  'POST /api/v1/audit/getValidVisitUrl': {
    summary: 'A visit link to a device\'s access page',
    description: VISIT_RESULTS,
    payload: audit.visitUrlPayload,
    answer: audit.visitUrl,
    codes: ['InvalidInput'],
  },
  'POST /api/v1/audit/visitReply': reply('Answer a visit application (authority centre)'),
  'POST /api/v1/audit/bindReply': reply('Answer a bind application (authority centre)'),
  'POST /api/msg/v1/device/bind/verify': reply('Answer a bind application (message centre)'),
  'POST /api/msg/v1/device/visit/verify': reply('Answer a visit application (message centre)'),
};

export const AUDIT_SUMMARIES_CN: Readonly<Record<string, string>> = {
  'POST /api/v1/audit/addVisit': '申请远程访问设备',
  'POST /api/v1/audit/addBind': '申请绑定设备',
  'POST /api/v1/audit/checkCloudServiceState': '调用者现在能否远程访问设备',
  'POST /api/v1/audit/checkMachinePwd': '以设备密码绑定（密码审核）',
  'POST /api/v1/audit/getValidVisitUrl': '设备远程访问页面的链接',
  'POST /api/v1/audit/visitReply': '审核访问申请（权限中心）',
  'POST /api/v1/audit/bindReply': '审核绑定申请（权限中心）',
  'POST /api/msg/v1/device/bind/verify': '审核绑定申请（消息中心）',
  'POST /api/msg/v1/device/visit/verify': '审核访问申请（消息中心）',
};
