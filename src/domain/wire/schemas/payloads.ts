// Payloads api.md spells out (section 7) for calls that have no shared answer schema yet: the document lists their
// fields (typed; on the wire form fields and query values, read as text by src/domain/openapi/wireCheck.ts), while
// their answers stay open. Keys are "METHOD path".
import { z } from 'zod';

/** A whole number; on the wire a form field or query value of digits. */
const int = z.number().int();
const bit = z.union([z.literal(0), z.literal(1)]);
const text = z.string();
const fields = (required: Record<string, z.ZodType>, optional: Record<string, z.ZodType> = {}) =>
  z.object({ ...required, ...Object.fromEntries(Object.entries(optional).map(([n, t]) => [n, t.optional()])) });
const paged = { page: int, pageSize: int };

export const SPEC_PAYLOADS: Readonly<Record<string, z.ZodObject>> = {
  // The user calls' payloads are in ../user.ts and ../account.ts (src/domain/openapi/userCalls.ts).
  'POST /api/machine/del': fields({ delMachineID: int, isAkey: text }),
  'POST /api/machine/update': fields({ updateMachineRemark: text, updateMachineCode: text, updateMachineID: int, updateMachineName: text }),
  'POST /api/cloudSet/updateMachineInfo': fields({ machineName: text, checkType: bit, machineCode: text }, { password: text }),
  'POST /api/tls/testMachineState': fields({ testUrl: text }),
  'POST /api/device/v1/admin/visit/detail/page': fields({ deviceId: int, ...paged }),
  // The alarm centre lists the alarms of every device: deviceId narrows to one (docs/decisions.md, API contract).
  'GET /api/v1/devices/alarms': fields(paged, { deviceId: int }),
  'GET /api/v1/devices/msgConfig': fields(paged, { blur: text, groupId: text, eid: int }),
  'POST /api/admin/updateLevel': fields({ id: int, limit: int, terminalID: text }),
  'POST /api/admin/zeroVisitTime': fields({ visitAlidTimeID: text, machineID: int }),
  'POST /api/admin/push': fields({ account: text, machineID: int }),
  'POST /api/admin/select': fields({ machineID: int, infoType: int, start: int, pageSize: int }),
  'GET /api/msg/v1/ent/userMessage/info': fields({ eid: int }),
  'GET /api/msg/v1/ent/sms/user/stock': fields({ eid: int, userId: int }),
};
