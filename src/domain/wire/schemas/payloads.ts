// Payloads api.md spells out (section 7) for calls that have no shared answer schema yet: the document lists their
// fields (form fields, strings on the wire), while their answers stay open. Keys are "METHOD path".
import { z } from 'zod';

const form = (...names: string[]) => z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
const withOptional = (required: string[], optional: string[]) =>
  z.object({ ...Object.fromEntries(required.map((n) => [n, z.string()])), ...Object.fromEntries(optional.map((n) => [n, z.string().optional()])) });

export const SPEC_PAYLOADS: Readonly<Record<string, z.ZodObject>> = {
  'POST /api/user/logout': form('token'),
  'POST /api/user/v1/register': withOptional(['password', 'name', 'oemid', 'hideMap'], ['phone', 'countryCode', 'email']),
  'POST /api/user/activeAccount': form('activeAccount', 'SMSVerificationCode'),
  'PUT /api/user/v1/userName': form('name'),
  'PUT /api/user/v1/account': withOptional([], ['phone', 'countryCode', 'email']),
  'POST /api/user/changeLoginPwd': form('account', 'newPwd'),
  'GET /api/user/v1/confirmAccount': withOptional([], ['phone', 'countryCode', 'email']),
  'PUT /api/user/v1/password': withOptional(['password'], ['phone', 'countryCode', 'email']),
  'POST /api/user/getMsgCenterMsgs': form('msgwhat'),
  'GET /api/user/v1/tokenInfo': form('page', 'pageSize'),
  'POST /api/machine/del': form('delMachineID', 'isAkey'),
  'POST /api/machine/update': form('updateMachineRemark', 'updateMachineCode', 'updateMachineID', 'updateMachineName'),
  'POST /api/cloudSet/updateMachineInfo': withOptional(['machineName', 'checkType', 'machineCode'], ['password']),
  'POST /api/tls/testMachineState': form('testUrl'),
  'POST /api/device/v1/admin/visit/detail/page': form('deviceId', 'page', 'pageSize'),
  'GET /api/v1/devices/alarms': form('deviceId', 'page', 'pageSize'),
  'GET /api/v1/devices/msgConfig': withOptional(['page', 'pageSize'], ['blur', 'groupId', 'eid']),
  'POST /api/admin/updateLevel': form('id', 'limit', 'terminalID'),
  'POST /api/admin/zeroVisitTime': form('visitAlidTimeID', 'machineID'),
  'POST /api/admin/push': form('account', 'machineID'),
  'POST /api/admin/select': form('machineID', 'infoType', 'start', 'pageSize'),
  'POST /api/v1/audit/addVisit': form('machineID', 'terminalID', 'message', 'terminalName'),
  'POST /api/v1/audit/addBind': form('machineID', 'remarks', 'message'),
  'POST /api/v1/audit/checkCloudServiceState': form('machineID', 'visitAlidTimeID', 'limitAuthority', 'terminalID'),
  'POST /api/project/getUser': form('id'),
  'POST /api/project/getMachine': form('id'),
  'POST /api/project/delUser': form('id', 'delUserId'),
  'POST /api/project/addUser': form('id', 'account', 'countryCode'),
  'POST /api/project/transfer': form('id', 'transferUser'),
  'POST /api/project/del': form('id'),
  'POST /api/project/addMachine': form('id', 'machineId'),
  'POST /api/project/delMachine': form('id', 'machineId'),
  'POST /api/enterprises/enterpriseDeviceList': form('eid', 'page', 'pageSize', 'groupId', 'version'),
  'POST /eapi/ent/c/manager/device/group/devicelist': form('eid', 'page', 'pageSize', 'groupId', 'search', 'version'),
  'POST /eapi/o/getlogo': form('eid'),
  'GET /api/msg/v1/totalUnread': form('scene'),
  'GET /api/msg/v1/ent/userMessage/info': form('eid'),
  'GET /api/msg/v1/ent/sms/user/stock': form('eid', 'userId'),
};
