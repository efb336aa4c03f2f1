// PUT /api/ext/v1/enterprise/platform: an extension of the API for /backManage (docs/decisions.md, "Data centre, enterprise administration, back-office"). The
// zod schemas are the wire types (z.infer). The console sends it as JSON; enableProject travels as 1 or 0.
import { z } from 'zod';
import { LOGO_DATA_URL_MAX, PLATFORM_NAME_MAX } from '../platform';
import { eidField, textField } from './schemas/bounded';

export const enterprisePlatformPayload = z.object({
  eid: eidField,
  platformName: textField(PLATFORM_NAME_MAX).describe(`1 to ${PLATFORM_NAME_MAX} characters`),
  applyLogoUrl: textField(LOGO_DATA_URL_MAX).describe('\'\' for no logo, an https address, a path on the site, or a picture\'s data URL'),
  enableProject: z.union([z.literal(0), z.literal(1), z.boolean()]).describe('1 or true opens the projects to the members'),
});

export const enterprisePlatform = z.looseObject({
  eid: z.number(),
  platformName: z.string(),
  applyLogoUrl: z.string().describe('\'\' for no logo'),
  enableProject: z.boolean(),
});
export type EnterprisePlatform = z.infer<typeof enterprisePlatform>;
