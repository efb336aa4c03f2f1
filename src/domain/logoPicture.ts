// What an enterprise logo may hold: a picture, judged by its bytes, not by its name or declared type. A text file
// named .png, or a data address typed by hand, is not a picture. SVG is a document that can carry scripts and
// links, so an SVG logo passes only when it is plain drawing (the simulator's own seeded logos are); an upload
// must be a raster picture.

export type RasterType = 'png' | 'jpeg' | 'gif' | 'webp';

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]) => expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The raster picture type the bytes' magic number names, or undefined when they are no picture we accept. */
export function rasterTypeOf(bytes: Uint8Array): RasterType | undefined {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return undefined;
}

/** Base64 of bytes, in chunks (a spread of 64 KB would overflow the argument list). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Stryker disable next-line EqualityOperator: equivalent, one more turn at the end adds the empty chunk
  for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    // Stryker disable next-line BlockStatement: equivalent, an empty catch falls off the end, which answers undefined too
  } catch {
    return undefined;
  }
}

const SVG_ELEMENTS = new Set(['svg', 'g', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path', 'text', 'tspan', 'title', 'desc']);
const SVG_ATTRIBUTES = new Set([
  'xmlns', 'version', 'width', 'height', 'viewbox', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'd', 'points',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'opacity',
  'transform', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'dx', 'dy',
]);

/** Plain drawing only: known shape elements and presentation attributes; no script, link, style, entity or url(). */
export function isPlainSvg(svg: string): boolean {
  if (/<[!?]/.test(svg) || /url\s*\(|javascript:|&/i.test(svg)) return false;
  const tags = /<\s*(\/?)\s*([A-Za-z][\w:-]*)([^<>]*?)(\/?)\s*>/g;
  let rest = svg;
  let sawSvg = false;
  for (const [whole, , name, attributes] of svg.matchAll(tags)) {
    // Stryker disable next-line StringLiteral: equivalent, only stray < or > in what is left count, and a replacement without them leaves none
    rest = rest.replace(whole, '');
    // Stryker disable next-line StringLiteral: equivalent, the element name's group always matches (the fallback is for the type)
    const element = (name ?? '').toLowerCase();
    if (!SVG_ELEMENTS.has(element)) return false;
    sawSvg ||= element === 'svg';
    const attributeText = (attributes ?? '').replace(/([\w:-]+)\s*=\s*("[^"]*"|'[^']*')/g, (_m, attribute: string) => (SVG_ATTRIBUTES.has(attribute.toLowerCase()) ? '' : '\u0000'));
    if (attributeText.trim() !== '') return false;
  }
  // Whatever is left is text between tags: no stray markup.
  return sawSvg && !/[<>]/.test(rest);
}

const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;charset=[\w-]+)?(;base64)?,(.*)$/is;

/** Whether a data address holds what it declares: a raster picture by its bytes, or a plain-drawing SVG. */
export function isPictureDataUrl(url: string): boolean {
  const match = DATA_URL.exec(url.trim());
  if (!match) return false;
  // Stryker disable next-line StringLiteral: equivalent, the payload's group always matches (the default is for the type)
  const [, declared, , base64, payload = ''] = match;
  // Stryker disable next-line StringLiteral: equivalent, the declared type's group always matches (the fallback is for the type)
  const type = (declared ?? '').toLowerCase();
  if (type === 'svg+xml') {
    let text: string | undefined;
    try {
      text = base64 ? new TextDecoder().decode(fromBase64(payload) ?? new Uint8Array()) : decodeURIComponent(payload);
      // Stryker disable next-line BlockStatement: equivalent, an empty catch leaves the text unset, which is refused below
    } catch {
      return false;
    }
    // Stryker disable next-line ConditionalExpression: equivalent, the text is always set once the decoding did not throw; the test narrows the type
    return text !== undefined && isPlainSvg(text);
  }
  if (!base64 || !/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) return false;
  const bytes = fromBase64(payload.slice(0, 64).replace(/=+$/, '').slice(0, 60));
  return bytes !== undefined && rasterTypeOf(bytes) === type;
}
