// The back-office platform settings' rules (src/domain/platform.ts; docs/decisions.md, "Data centre, enterprise
// administration, back-office") at their edges: the name's 30 characters and control characters, the logo address's
// limits, and which addresses open on this host only.
import { describe, expect, it } from 'vitest';
import { checkLogoUrl, checkPlatformName, LOGO_DATA_URL_MAX, PLATFORM_NAME_MAX } from '../../src/domain/platform';

const OK = { ok: true };
const error = (key: string) => ({ ok: false, error: `validation:platform.${key}` });

describe('checkPlatformName', () => {
  it('is required, outer spaces aside', () => {
    expect(checkPlatformName('')).toEqual(error('nameRequired'));
    expect(checkPlatformName('  ')).toEqual(error('nameRequired'));
  });

  it('holds up to 30 characters (CJK counted once), outer spaces aside, and no control character', () => {
    expect(PLATFORM_NAME_MAX).toBe(30);
    expect(checkPlatformName(` ${'台'.repeat(30)} `)).toEqual(OK);
    expect(checkPlatformName('😀'.repeat(30))).toEqual(OK);
    expect(checkPlatformName('台'.repeat(31))).toEqual(error('nameLength'));
    for (const name of ['A\u0000B', 'A\u001fB', 'A\u007fB']) expect(checkPlatformName(name), JSON.stringify(name)).toEqual(error('nameLength'));
  });
});

describe('checkLogoUrl', () => {
  it('takes no logo at all', () => {
    expect(checkLogoUrl('')).toEqual(OK);
    expect(checkLogoUrl('   ')).toEqual(OK);
  });

  it('weighs a data address against 64 KiB before reading it', () => {
    const notPicture = (length: number) => `data:${'A'.repeat(length - 5)}`;
    expect(checkLogoUrl(notPicture(LOGO_DATA_URL_MAX))).toEqual(error('logoNotPicture'));
    expect(checkLogoUrl(notPicture(LOGO_DATA_URL_MAX + 1))).toEqual(error('logoTooLarge'));
    expect(checkLogoUrl(`DATA:${'A'.repeat(LOGO_DATA_URL_MAX)}`)).toEqual(error('logoTooLarge'));
  });

  it('takes an https address of up to 2048 characters without control characters', () => {
    const address = (length: number) => `https://x.example/${'a'.repeat(length - 18)}`;
    expect(checkLogoUrl(address(2048))).toEqual(OK);
    expect(checkLogoUrl(address(2049))).toEqual(error('logoUrl'));
    expect(checkLogoUrl(' https://x.example/logo.png ')).toEqual(OK);
    for (const url of ['https://x.example/a\u0001b', 'https://x.example/a\u007fb', 'http://x.example/logo.png', 'ftp://x.example/logo.png', 'not an address'])
      expect(checkLogoUrl(url), url).toEqual(error('logoUrl'));
  });

  it('takes a path on this host, never one a browser reads as another host', () => {
    expect(checkLogoUrl('/brands/logo.png')).toEqual(OK);
    for (const url of ['//evil.example/x.png', '/\\evil.example/x.png', '/%5cevil.example/x.png', '/%5Cevil.example/x.png', 'https://x.example\\@evil.example/', '/'])
      expect(checkLogoUrl(url), url).toEqual(error('logoUrl'));
  });
});
