// The back-office platform form's schema (/backManage), from the rules of platform.ts. The logo is checked with
// how it came: a file that is no picture, or a data: address typed into the text field (pictures are uploaded).
import { z } from 'zod';
import { checkLogoUrl, checkPlatformName } from '../platform';
import { ruled, ruledTogether } from '../formSchemas';
import type { Check } from '../validation';

export interface LogoDraft {
  applyLogoUrl: string;
  /** The address came from the text field. */
  logoTyped: boolean;
  /** The chosen file was no raster picture. */
  logoNotPicture: boolean;
}

export function checkLogoDraft({ applyLogoUrl, logoTyped, logoNotPicture }: LogoDraft): Check {
  if (logoNotPicture) return { ok: false, error: 'validation:platform.logoNotPicture' };
  if (logoTyped && /^\s*data:/i.test(applyLogoUrl)) return { ok: false, error: 'validation:platform.logoTyped' };
  return checkLogoUrl(applyLogoUrl);
}

export const platformSchema = z
  .object({
    platformName: ruled(checkPlatformName, { trim: true }),
    applyLogoUrl: z.string(),
    enableProject: z.boolean(),
    logoTyped: z.boolean(),
    logoNotPicture: z.boolean(),
  })
  .superRefine(ruledTogether(checkLogoDraft, 'applyLogoUrl'))
  .transform(({ platformName, applyLogoUrl, enableProject }) => ({ platformName, applyLogoUrl: applyLogoUrl.trim(), enableProject }));
