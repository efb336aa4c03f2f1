// The device, admin, group and IoT-card calls (api.md section 7): payloads and answers from the wire schemas of
// src/domain/wire (machine.ts, deviceDetail.ts, alarm.ts, admin.ts, group.ts, icon.ts).
import { z } from 'zod';
import * as m from '../wire/machine';
import * as detail from '../wire/deviceDetail';
import * as alarm from '../wire/alarm';
import * as admin from '../wire/admin';
import * as group from '../wire/group';
import { machineIconList } from '../wire/icon';
import type { CallDoc } from './callDoc';

const held = ['InvalidInput', 'NoPermission'] as const;
const location = (summary: string, payload: z.ZodObject, answer: z.ZodType = detail.deviceLocation): CallDoc => ({ summary, payload, answer, codes: [...held] });

const DEVICE: Readonly<Record<string, CallDoc>> = {
  'POST /api/machine/select': { summary: 'Personal device list', payload: m.machineSelectPayload, answer: m.machineList },
  'POST /api/machine/add': {
    summary: 'Add a device by machine code and password',
    payload: m.machineAddPayload,
    answer: m.machine,
    codes: ['AlreadyOwned', 'DeviceNotFound', 'InvalidInput', 'DevicePasswordWrong', 'RequestTooFrequent'],
  },
  'POST /api/machine/del': {
    summary: 'Delete a device from the list (the owner loses the identity)',
    payload: m.machineDeletePayload,
    answer: z.null(),
    codes: ['DeleteAlreadyGone', 'DeleteAccepted'],
  },
  'POST /api/machine/update': {
    summary: 'Rename a device, edit its remark and alias',
    payload: m.machineUpdatePayload,
    answer: m.machine,
    codes: ['EditDeviceFailed', 'EditDeviceRefused', 'EditDeviceInvalid'],
  },
  'POST /api/machine/getMachineState': { summary: 'Online state of a machine code', payload: m.machineStatePayload, answer: m.machineStateInfo, codes: ['InvalidInput'] },
  'POST /api/machine/machineStates': { summary: 'Online state by machine code, held or not', payload: m.machineCodesPayload, answer: z.array(m.machineCodeState) },
  'POST /api/machine/getMachineStates': { summary: 'Online state of the caller\'s devices', payload: m.machineStatesPayload, answer: z.array(m.machineOnline) },
  'POST /api/machine/machineAutoLocationWay': location('Choose how the device locates itself (GPS, base station, IP)', detail.autoWayPayload),
  'POST /api/machine/machineLocationWay': location('Automatic or manual location', detail.locationTypePayload),
  'POST /api/machine/machineManualLocation': location('Set the manual address', detail.manualAddressPayload),
  'POST /api/machine/machineStationLocationNum': {
    summary: 'The day\'s location refresh allowance (5 a day)',
    payload: detail.deviceRef,
    answer: detail.locationAllowance,
    codes: ['InvalidInput'],
  },
  'POST /api/machine/machineAutoLocationAddress': {
    ...location('Refresh the automatic place (one of the day\'s 5)', detail.deviceRef, detail.autoLocationAnswer),
    codes: [...held, 'LocationRefreshLimit'],
  },
  'POST /api/machine/machineManualLocationLatLng': location('Set the manual coordinates (WGS-84)', detail.manualLatLngPayload),
  'POST /api/v1/machine/setMachineLocation': location('Save the manual place: coordinates and address in one call', detail.setLocationPayload),
  'POST /api/machine/confirmMacAlarm': {
    summary: 'Confirm every active alarm of a device',
    payload: alarm.confirmMachineAlarms,
    answer: alarm.alarmChange,
    codes: ['DeviceNotFound', 'NoPermission'],
  },
  'POST /api/machine/limitReadSet': {
    summary: 'Read only, or read and write, for a member the caller outranks',
    payload: m.memberLimitPayload,
    answer: m.memberAccess,
    codes: [...held],
  },
  'POST /api/machine/limitAlarmSet': {
    summary: 'No alarms, or alarms again, for a member the caller outranks',
    payload: m.memberLimitPayload,
    answer: m.memberAccess,
    codes: [...held],
  },
  'POST /api/machine/machineCloudSwitchState': {
    summary: 'Open or close the device\'s cloud service',
    payload: m.cloudSwitchPayload,
    answer: m.cloudSwitch,
    codes: [...held],
  },
  'POST /api/cloudSet/updateMachineInfo': {
    summary: 'Change the audit mode (and name); Akey+password needs the password',
    payload: m.machineInfoPayload,
    answer: m.machine,
    codes: ['DeviceNotFound', 'NoPermission', 'DevicePasswordWrong', 'InvalidInput', 'RequestTooFrequent'],
  },
  'POST /api/v1/cloudSet/scanCodeCheck': {
    summary: 'The device a scanned binding code stands for',
    payload: m.scanCodePayload,
    answer: m.scanCodeResult,
    codes: ['DeviceNotFound', 'AlreadyOwned'],
  },
  'POST /api/tls/testMachineState': {
    summary: 'Is the device reachable behind its access link',
    description: 'A failure answers the visit hwcodes 203 (WRONG_ROLE) or 504 (cloud visit timeout).',
    payload: detail.machineTestPayload,
    answer: detail.machineTestAnswer,
    codes: ['InvalidInput'],
  },
  'POST /api/device/v1/detail/page': { summary: 'The facts page of the device detail', payload: detail.deviceRef, answer: detail.deviceFacts, codes: ['InvalidInput'] },
  'GET /api/device/v1/detail': { summary: 'The device as the caller sees it, with the caller\'s access limit', payload: detail.deviceRef, answer: detail.deviceDetail, codes: ['InvalidInput'] },
  'PUT /api/v1/devices/imageReset': { summary: 'Put the device back to its factory screen image', payload: detail.deviceRef, answer: z.null(), codes: [...held] },
  'GET /api/internal/v1/icons': { summary: 'The machine-type icon map', payload: z.object({}), answer: machineIconList },

  'GET /api/v1/devices/alarms': { summary: 'Alarms of the caller\'s devices, newest first', payload: alarm.alarmQuery, answer: alarm.alarmPage, codes: ['InvalidInput'] },
  'PUT /api/v1/devices/alarms': {
    summary: 'Confirm or recover alarms',
    payload: alarm.alarmUpdate,
    answer: alarm.alarmChange,
    codes: [...held],
  },
  'POST /api/v1/devices/alarmKanban': { summary: 'Alarm overview of the selection', payload: alarm.kanbanQuery, answer: alarm.alarmKanban, codes: ['InvalidInput'] },

  'GET /api/device/v1/user/role/info': {
    summary: 'A user\'s identity on the device, found by account (masked contact data for someone not related to the device; 30 look-ups a minute per address and per account)',
    payload: admin.roleInfoPayload,
    answer: admin.roleInfo,
    codes: ['DeviceNotFound', 'NoPermission', 'BkeyAccountMissing', 'RequestTooFrequent'],
  },
  'PUT /api/device/v1/visit/time': {
    summary: 'Set a visitor\'s visit time: forever, or at least 10 minutes',
    payload: admin.visitTimePayload,
    answer: admin.visitTimeAnswer,
    codes: ['DeviceNotFound', 'NoPermission', 'RoleMoveRefused', 'VisitTimeTooShort'],
  },
  'DELETE /api/device/v1/visit/time': {
    summary: 'Clear a visitor\'s visit time',
    payload: admin.visitTimeClearPayload,
    answer: admin.visitTimeAnswer,
    codes: ['DeviceNotFound', 'NoPermission', 'RoleMoveRefused'],
  },
  'POST /api/device/v1/admin/visit/detail/page': {
    summary: 'The device\'s visit applications, newest first',
    payload: admin.visitDetailPayload,
    answer: admin.visitDetailPage,
    codes: ['DeviceNotFound', 'NoPermission'],
  },
  'GET /api/v1/devices/auditProcess': {
    summary: 'Applications and where their audit stands',
    payload: admin.auditProcessPayload,
    answer: admin.auditProcessAnswer,
    codes: ['InvalidInput', 'NoPermission', 'DeviceNotFound'],
  },
};

const ADMIN: Readonly<Record<string, CallDoc>> = {
  'POST /api/admin/updateLevel': {
    summary: 'Move a user\'s role: transfer (3), Bkey (2), visitor (0), blacklist (-1)',
    payload: admin.updateLevelPayload,
    answer: admin.adminListItem,
    codes: ['DeviceNotFound', 'BkeyAccountMissing', 'RoleMoveRefused', 'NoPermission', 'InvalidInput'],
  },
  'POST /api/admin/zeroVisitTime': {
    summary: 'Clear a visitor\'s visit time (zero it)',
    payload: admin.zeroVisitTimePayload,
    answer: admin.zeroVisitTimeAnswer,
    codes: ['ZeroVisitTimeExpired', 'DeviceNotFound', 'NoPermission', 'RoleMoveRefused'],
  },
  'POST /api/admin/push': {
    summary: 'Add a Bkey by account',
    payload: admin.adminPushPayload,
    answer: admin.adminPushAnswer,
    codes: ['BkeyAccountMissing', 'BkeyAlreadyExists', 'DeviceNotFound', 'NoPermission', 'RoleMoveRefused'],
  },
  'POST /api/admin/select': {
    summary: 'Admins, valid visitors or the blacklist of a device; the last element carries the total',
    payload: admin.adminSelectPayload,
    answer: admin.adminList,
    codes: ['DeviceNotFound', 'NoPermission', 'InvalidInput'],
  },
  'POST /api/admin/alarmMsgSelect': {
    summary: 'Who of the owner and admins receives the device\'s alarms',
    payload: alarm.alarmRecipientsPayload,
    answer: z.array(alarm.alarmRecipient),
    codes: ['NoPermission'],
  },
};

const GROUP: Readonly<Record<string, CallDoc>> = {
  'GET /api/device/v1/userGroup': { summary: 'The user\'s device groups', payload: z.object({}), answer: group.userGroupList },
  'POST /api/device/v1/userGroup': {
    summary: 'Create a device group',
    payload: group.userGroupCreate,
    answer: group.userGroupItem,
    codes: ['InvalidInput', 'GroupLimitReached', 'GroupNameExists'],
  },
  'PUT /api/device/v1/userGroup': {
    summary: 'Rename a group or move devices in and out',
    payload: group.userGroupUpdateFields,
    answer: group.userGroupItem,
    codes: ['GroupNotFound', 'InvalidInput', 'GroupNameExists'],
  },
  'DELETE /api/device/v1/userGroup': { summary: 'Delete a group (its devices stay in ALL)', payload: group.userGroupDelete, answer: z.null(), codes: ['GroupNotFound'] },
};

const IOT_CARD: Readonly<Record<string, CallDoc>> = {
  'POST /api/iotcard/iotCard/getIotCard': { summary: 'The device\'s IoT card: status, plan and use', payload: detail.iccidPayload, answer: detail.iotCard, codes: ['InvalidInput'] },
  'GET /api/iotcard/iotCard/qrCode': { summary: 'The card\'s top-up page, shown as a QR code', payload: detail.iccidPayload, answer: detail.iotCardQr, codes: ['InvalidInput'] },
};

export const DEVICE_CALLS: Readonly<Record<string, CallDoc>> = { ...DEVICE, ...ADMIN, ...GROUP, ...IOT_CARD };
