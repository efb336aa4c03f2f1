// GET /api/common/appDownload?brand= (api.md section 7, Other): the brand's apps and where to get them. The answer's
// shape is not shown in the spec; this is the agreement (docs/decisions.md).
import { z } from 'zod';

const localized = z.object({ cn: z.string(), en: z.string() });

export const appDownloadPayload = z.object({
  brand: z.string().max(64).optional().describe('Brand id; absent or unknown gives the brand of the host'),
});

export const appPlatform = z.object({
  platform: z.enum(['android', 'ios', 'tv']),
  version: z.string(),
  /** Where the QR code points. */
  url: z.string(),
  packagePath: z.string().optional(),
  updateLog: localized.optional(),
  forceUpdate: z.boolean(),
});

export const appDownloadAnswer = z.object({
  brand: z.string(),
  displayName: z.string(),
  currentVersion: z.string(),
  lowestVersion: z.string(),
  apps: z.array(appPlatform),
  downloadPrompt: localized,
  companySite: localized,
  helpSite: localized,
});
