// The calls of api.md's "Other" area and the extensions outside any area of its own: the app download, the SCADA
// registration and the data centre's history. Payloads and answers: src/domain/wire/schemas/appDownload.ts,
// scada.ts and src/domain/wire/dataCenter.ts.
import * as app from '../wire/schemas/appDownload';
import * as scada from '../wire/schemas/scada';
import { fleetHistory, HISTORY_MAX_DAYS, historyQuery } from '../wire/dataCenter';
import type { CallDoc } from './callDoc';

export const OTHER_CALLS: Readonly<Record<string, CallDoc>> = {
  'GET /api/common/appDownload': {
    summary: 'The brand\'s apps and where to download them',
    payload: app.appDownloadPayload,
    answer: app.appDownloadAnswer,
    public: true,
  },
  'POST /api/common/scadaRegister': {
    summary: 'Register a SCADA installation (extension)',
    payload: scada.scadaRegisterPayload,
    answer: scada.scadaRegistration,
    codes: ['InvalidInput', 'ScadaAccountUnknown', 'ScadaMachineUnknown', 'ScadaMachineNotHeld', 'ScadaProjectExists', 'RequestTooFrequent'],
    public: true,
  },
  'GET /api/ext/v1/dataCenter/history': {
    summary: 'Online stretches, alarms and alarm notifications of the mode\'s devices over a range (extension)',
    description: `The data centre computes every figure from it. At most ${HISTORY_MAX_DAYS} days; a range in the future is refused.`,
    payload: historyQuery,
    answer: fleetHistory,
    codes: ['InvalidInput', 'NoPermission'],
  },
};

export const OTHER_SUMMARIES_CN: Readonly<Record<string, string>> = {
  'GET /api/ext/v1/dataCenter/history': '某时段内设备的在线时段、报警与报警通知（扩展接口）',
};
