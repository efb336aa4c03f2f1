// The enterprise platform settings of the back-office (/backManage, docs/decisions.md, "Data centre, enterprise administration, back-office"): the name and logo
// every member sees in the header, and the projects switch. One rule set for the console's form and the simulator.
import { isPictureDataUrl } from './logoPicture';
import type { Check } from './validation';

export const PLATFORM_NAME_MAX = 30;
/** A logo travels as a data URL inside the settings; larger pictures belong on a file server. */
export const LOGO_DATA_URL_MAX = 65_536;
const LOGO_URL_MAX = 2_048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkPlatformName(name: string): Check {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { ok: false, error: 'validation:platform.nameRequired' };
  if ([...trimmed].length > PLATFORM_NAME_MAX || CONTROL.test(trimmed)) return { ok: false, error: 'validation:platform.nameLength' };
  return { ok: true };
}

/**
 * Empty (no logo), an https address, a path on this host, or a picture's data URL within LOGO_DATA_URL_MAX whose
 * bytes are the picture it declares (src/domain/logoPicture.ts).
 */
export function checkLogoUrl(url: string): Check {
  const value = url.trim();
  if (value === '') return { ok: true };
  if (/^data:/i.test(value)) {
    if (value.length > LOGO_DATA_URL_MAX) return { ok: false, error: 'validation:platform.logoTooLarge' };
    return isPictureDataUrl(value) ? { ok: true } : { ok: false, error: 'validation:platform.logoNotPicture' };
  }
  if (value.length > LOGO_URL_MAX || CONTROL.test(value)) return { ok: false, error: 'validation:platform.logoUrl' };
  // A browser reads a backslash as `/`, so `/\evil.example/x.png` is the protocol-relative address of another host,
  // not a path of this one: no backslash anywhere, and a path is `/` followed by anything but another slash.
  if (value.includes('\\') || /%5c/i.test(value)) return { ok: false, error: 'validation:platform.logoUrl' };
  if (value.startsWith('/')) return /^\/[^/]/.test(value) ? { ok: true } : { ok: false, error: 'validation:platform.logoUrl' };
  try {
    return new URL(value).protocol === 'https:' ? { ok: true } : { ok: false, error: 'validation:platform.logoUrl' };
  } catch {
    return { ok: false, error: 'validation:platform.logoUrl' };
  }
}
