// The SMS and e-mail alarm calls' answers (src/domain/wire/sms.ts): what the console reads of each.
import { z } from 'zod';
import * as sms from '../wire/sms';
import { SPEC_PAYLOADS } from '../wire/schemas/payloads';
import { eidField, idField } from '../wire/schemas/bounded';
import type { CallDoc } from './callDoc';

const receiverPayload = z.object({ name: z.string(), email: z.string() });
// api.md names these calls without their fields: typed from what the console sends (src/transport/api/sms.ts).
const entLogQuery = sms.logQuery.extend({ eid: eidField });
const switches = { smsFlag: sms.flag.optional(), emailFlag: sms.flag.optional() };
// The settings calls take what changes (the console sends every field; a field left out keeps its value).
const smsCodes = ['InvalidInput', 'NoPermission'] as const;

export const SMS_CALLS: Readonly<Record<string, CallDoc>> = {
  'GET /api/v1/alarm/userMsgConfig': { summary: 'Personal SMS and e-mail alarm settings, today\'s use and stock', answer: sms.userMsgConfig },
  'POST /api/v1/alarm/setUserMsgConfig': { summary: 'Save the personal SMS and e-mail alarm settings', payload: sms.userMsgConfigPayload.partial(), answer: sms.userMsgConfig, codes: ['InvalidInput'] },
  'GET /api/msg/v1/ent/userMessage/info': { summary: 'The caller\'s alarm settings in one enterprise', payload: SPEC_PAYLOADS['GET /api/msg/v1/ent/userMessage/info'], answer: sms.entUserMessage, codes: ['NoPermission'] },
  'PUT /api/msg/v1/ent/userMessage': { summary: 'Save the caller\'s alarm settings in one enterprise', payload: sms.entUserMessagePayload.partial().required({ eid: true }), answer: sms.entUserMessage, codes: [...smsCodes] },
  'GET /api/msg/v1/ent/sms/user/stock': { summary: 'A member\'s SMS stock in an enterprise', payload: SPEC_PAYLOADS['GET /api/msg/v1/ent/sms/user/stock'], answer: sms.smsStock, codes: [...smsCodes] },
  'PUT /api/msg/v1/ent/userMessage/transfer': { summary: 'Move personal SMS stock into the enterprise (irreversible)', payload: z.object({ eid: eidField, amount: z.number().int().min(0).max(1_000_000_000) }), answer: sms.transferAnswer, codes: [...smsCodes, 'SmsStockShort'] },
  'POST /api/v1/sms/sale-list': { summary: 'Personal recharge and refund records', payload: sms.saleQuery, answer: sms.pageOf(sms.saleRecord) },
  'POST /api/msg/v1/ent/sms/log/allocation/page': { summary: 'Enterprise SMS allocation records', payload: entLogQuery, answer: sms.pageOf(sms.allocationRecord), codes: ['NoPermission'] },
  'POST /api/msg/v1/alarm/sms/page': { summary: 'Personal SMS alarm log', payload: sms.logQuery, answer: sms.pageOf(sms.smsLogRow) },
  'GET /api/msg/v1/ent/alarm/smsLoggerPage': { summary: 'Enterprise SMS alarm log', payload: entLogQuery, answer: sms.pageOf(sms.smsLogRow), codes: ['NoPermission'] },
  'POST /api/msg/v1/alarm/email/page': { summary: 'Personal e-mail alarm log', payload: sms.logQuery, answer: sms.pageOf(sms.emailLogRow) },
  'GET /api/msg/v1/ent/alarm/emailLoggerPage': { summary: 'Enterprise e-mail alarm log', payload: entLogQuery, answer: sms.pageOf(sms.emailLogRow), codes: ['NoPermission'] },
  'GET /api/v1/devices/msgConfig': { summary: 'SMS and e-mail alarm switches per device', payload: SPEC_PAYLOADS['GET /api/v1/devices/msgConfig'], answer: sms.pageOf(sms.smsDeviceRow) },
  'POST /api/v1/alarm/setMachineSmsFlag': { summary: 'Switch a personal device\'s SMS or e-mail alarms', payload: z.object({ machineID: idField, ...switches }), answer: sms.deviceSwitches, codes: ['DeviceNotFound', 'NoPermission'] },
  'PUT /api/msg/v1/ent/alarm/setMachineSmsFlag': { summary: 'Switch an enterprise device\'s SMS or e-mail alarms', payload: z.object({ eid: eidField, machineId: idField, ...switches }), answer: sms.deviceSwitches, codes: ['DeviceNotFound', 'NoPermission'] },
  'POST /api/v1/alarm/contact/add': { summary: 'Add a personal e-mail alarm receiver (extension)', payload: receiverPayload, answer: sms.receiver, codes: ['InvalidInput', 'SmsReceiverExists'] },
  'POST /api/msg/v1/ent/alarmContact': { summary: 'Add an enterprise e-mail alarm receiver (extension)', payload: receiverPayload.extend({ eid: z.number().int() }), answer: sms.receiver, codes: ['InvalidInput', 'SmsReceiverExists', 'NoPermission'] },
  'DELETE /api/v1/alarm/contact/del': { summary: 'Remove a personal e-mail alarm receiver', payload: z.object({ id: idField }), answer: z.looseObject({ id: z.number() }) },
  'DELETE /api/msg/v1/ent/alarmContact': { summary: 'Remove an enterprise e-mail alarm receiver', payload: z.object({ eid: eidField, id: idField }), answer: z.looseObject({ id: z.number() }), codes: ['NoPermission'] },
};
