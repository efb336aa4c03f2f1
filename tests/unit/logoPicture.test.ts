// Enterprise logos are pictures by their bytes: a text file named .png, an SVG with a script and a typed data
// address of anything else are refused; the seeded plain-drawing SVG logos still pass.
import { describe, expect, it } from 'vitest';
import { isPictureDataUrl, isPlainSvg, rasterTypeOf, toBase64 } from '../../src/domain/logoPicture';
import { checkLogoUrl } from '../../src/domain/platform';
import { ENTERPRISE_LOGOS } from '../../simulator/world/logos';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const text = new TextEncoder().encode('hello, I am a text file named logo.png');

describe('logo pictures', () => {
  it('names raster pictures by their magic numbers only', () => {
    expect(rasterTypeOf(PNG)).toBe('png');
    expect(rasterTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(rasterTypeOf(new TextEncoder().encode('GIF89a...'))).toBe('gif');
    expect(rasterTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(rasterTypeOf(text)).toBeUndefined();
  });

  it('refuses a data address whose bytes are not the picture it declares', () => {
    expect(checkLogoUrl(`data:image/png;base64,${toBase64(PNG)}`)).toEqual({ ok: true });
    expect(checkLogoUrl(`data:image/png;base64,${toBase64(text)}`)).toEqual({ ok: false, error: 'validation:platform.logoNotPicture' });
    expect(checkLogoUrl(`data:image/jpeg;base64,${toBase64(PNG)}`).ok).toBe(false);
    expect(checkLogoUrl('data:text/html,<script>alert(1)</script>').ok).toBe(false);
    expect(checkLogoUrl('data:image/png,not-base64').ok).toBe(false);
  });

  it('refuses an SVG with a script, a handler, a link or a style, and keeps plain drawings', () => {
    const svg = (body: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">${body}</svg>`)}`;
    expect(isPictureDataUrl(svg('<rect width="64" height="64" fill="#1f6feb"/>'))).toBe(true);
    for (const bad of [
      '<script>alert(1)</script>', '<rect onload="alert(1)"/>', '<a href="https://evil.example"><text>x</text></a>',
      '<rect style="fill:url(https://evil.example/x)"/>', '<foreignObject><div/></foreignObject>', '<image href="x.png"/>',
    ]) expect(isPictureDataUrl(svg(bad)), bad).toBe(false);
    expect(isPlainSvg('<svg><!ENTITY x "y"></svg>')).toBe(false);
    for (const logo of Object.values(ENTERPRISE_LOGOS)) expect(checkLogoUrl(logo)).toEqual({ ok: true });
  });
});
