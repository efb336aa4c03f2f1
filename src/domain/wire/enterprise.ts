// The enterprise calls of the layout (api.md section 7, Enterprise): the user's enterprises and the enterprise logo.
// The zod schemas are the wire types (z.infer), read by /openapi.json, the simulator and the console's answer checks.
import { z } from 'zod';
import { eidField } from './schemas/bounded';

/** POST /api/enterprises/userEnterpriseList: api.md names eid, name, enableProject. */
export const enterprise = z.looseObject({
  eid: z.number().describe('Above 0; 0 is the personal mode and never listed'),
  name: z.string(),
  enableProject: z.boolean(),
});
export type Enterprise = z.infer<typeof enterprise>;
export const enterpriseList = z.array(enterprise);

/** POST /eapi/o/getlogo by eid: api.md names platformName, applyLogoUrl, name. */
export const enterpriseLogo = z.looseObject({
  platformName: z.string(),
  applyLogoUrl: z.string(),
  name: z.string(),
});
export type EnterpriseLogo = z.infer<typeof enterpriseLogo>;

export const getLogoPayload = z.object({ eid: eidField });
export type GetLogoPayload = z.infer<typeof getLogoPayload>;
