// What an enterprise logo may hold (src/domain/logoPicture.ts), pinned at its edges: raster pictures by their magic
// numbers, SVG only as plain drawing (any comment, declaration, url(), script or stray markup refused), and a data
// address only when its bytes are what it declares.
import { describe, expect, it } from 'vitest';
import { isPictureDataUrl, isPlainSvg, rasterTypeOf, toBase64 } from '../../src/domain/logoPicture';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const bytes = (text: string) => new TextEncoder().encode(text);

describe('rasterTypeOf', () => {
  it('a WebP needs both RIFF at the start and WEBP at byte 8', () => {
    expect(rasterTypeOf(bytes('RIFF\0\0\0\0WEBP'))).toBe('webp');
    expect(rasterTypeOf(bytes('RIFF\0\0\0\0WAVE'))).toBeUndefined();
    expect(rasterTypeOf(bytes('RIFX\0\0\0\0WEBP'))).toBeUndefined();
    expect(rasterTypeOf(bytes('GIF87a'))).toBe('gif');
    expect(rasterTypeOf(new Uint8Array())).toBeUndefined();
  });

  it('toBase64 encodes any length, past one chunk of 8192 bytes too', () => {
    const long = new Uint8Array(8192 * 2 + 3).map((_, i) => i % 251);
    expect(Uint8Array.from(atob(toBase64(long)), (c) => c.charCodeAt(0))).toEqual(long);
    expect(toBase64(new Uint8Array())).toBe('');
  });
});

describe('isPlainSvg', () => {
  it('takes an svg element alone, attributes quoted either way and spaced around =', () => {
    expect(isPlainSvg('<svg></svg>')).toBe(true);
    expect(isPlainSvg('<svg width = "10" height=\'20\'></svg>')).toBe(true);
    expect(isPlainSvg('<svg viewBox="0 0 1 1"><g><rect x="0" y="0" width="1" height="1"/></g></svg>')).toBe(true);
  });

  it('needs an svg element', () => {
    expect(isPlainSvg('<g><rect/></g>')).toBe(false);
    expect(isPlainSvg('')).toBe(false);
  });

  it('refuses comments, declarations, url() with or without blanks, scripts, entities and stray markup', () => {
    for (const svg of [
      '<svg><!-- a comment --></svg>',
      '<?xml version="1.0"?><svg></svg>',
      '<svg><rect fill="url(#a)"/></svg>',
      '<svg><rect fill="url (#a)"/></svg>',
      '<svg><rect fill="URL  (#a)"/></svg>',
      '<svg><text>javascript:alert(1)</text></svg>',
      '<svg><text>&amp;</text></svg>',
      '<svg><text>a > b</text></svg>',
      '<svg><script>alert(1)</script></svg>',
      '<svg onload="alert(1)"></svg>',
      '<svg width=10></svg>',
    ])
      expect(isPlainSvg(svg), svg).toBe(false);
  });
});

describe('isPictureDataUrl', () => {
  const png = toBase64(PNG);

  it('takes a raster picture declared as what its bytes are, outer spaces aside', () => {
    expect(isPictureDataUrl(`data:image/png;base64,${png}`)).toBe(true);
    expect(isPictureDataUrl(`  data:image/png;base64,${png}  `)).toBe(true);
  });

  it('refuses raster bytes not written as base64, or with anything but base64 characters anywhere', () => {
    expect(isPictureDataUrl(`data:image/png,${png}`)).toBe(false);
    const long = toBase64(new Uint8Array([...PNG, ...new Uint8Array(60)]));
    expect(long.length).toBeGreaterThan(64);
    expect(isPictureDataUrl(`data:image/png;base64,${long}`)).toBe(true);
    expect(isPictureDataUrl(`data:image/png;base64,${long}!!`)).toBe(false);
    expect(isPictureDataUrl(`data:image/png;base64,!!${long}`)).toBe(false);
    expect(isPictureDataUrl('data:image/png;base64,A')).toBe(false);
  });

  it('reads an SVG as text or base64, and refuses one that does not decode', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(isPictureDataUrl(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toBe(true);
    expect(isPictureDataUrl(`data:image/svg+xml;base64,${btoa(svg)}`)).toBe(true);
    expect(isPictureDataUrl('data:image/svg+xml,%E0%A4%A')).toBe(false);
    expect(isPictureDataUrl('data:image/svg+xml;base64,A')).toBe(false);
  });
});
