// The machine-type images as classes of one style sheet, each image's rule written once: a list row shows its icon
// by its class. As an <img>, every row a search keystroke gave another type of device set the image's `src` again,
// and each such write loads the image anew (a data URL's SVG parsed again): a third of the personal list's script
// time on a keystroke at 5,000 devices (npm run bench -- devices).
//
// Each image is also drawn once into a bitmap of the icon's size in device pixels, which then replaces it in the
// rule: an SVG background is painted as a picture of its own (recorded, then rastered) in every row that shows it,
// a tenth of the table's paint on each search keystroke, where a bitmap is one image draw. Until the bitmap is ready,
// and for an image a canvas may not read (another origin without CORS), the rule keeps the image itself.

/** The icon's box in CSS pixels (deviceParts.css, `.device-icon`). */
const ICON_CSS_PX = 24;

interface IconRule {
  image: string;
  rule: CSSStyleRule | undefined;
}

const classes = new Map<string, string>();
const rules: IconRule[] = [];
let sheet: CSSStyleSheet | null | undefined;
/** The device pixel ratio the bitmaps were drawn for; they are drawn again when it changes (zoom, another screen). */
let drawnFor = 0;

/** `value` as a CSS string: quotes, backslashes and line breaks escaped as code points. */
function cssString(value: string): string {
  return `"${value.replace(/[\\"\n\r\f]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}"`;
}

function iconSheet(): CSSStyleSheet | null {
  if (sheet === undefined) {
    const style = document.createElement('style');
    style.dataset.owner = 'device-icons';
    document.head.append(style);
    sheet = style.sheet;
  }
  return sheet;
}

/** `image` drawn centred into a square bitmap of `px` pixels, as `background-size: contain` shows it; else undefined. */
function bitmapOf(image: HTMLImageElement, px: number): string | undefined {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (width === 0 || height === 0) return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  const scale = Math.min(px / width, px / height);
  const w = width * scale;
  const h = height * scale;
  context.drawImage(image, (px - w) / 2, (px - h) / 2, w, h);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // A canvas holding another origin's image cannot be read: the rule keeps the image itself.
    return undefined;
  }
}

/** Replaces `entry`'s image in its rule by a bitmap for the device pixel ratio `ratio`, once the image has loaded. */
function drawBitmap(entry: IconRule, ratio: number): void {
  if (typeof Image === 'undefined') return;
  const image = new Image();
  image.onload = () => {
    if (ratio !== drawnFor) return;
    const bitmap = bitmapOf(image, Math.round(ICON_CSS_PX * ratio));
    if (bitmap && entry.rule) entry.rule.style.backgroundImage = `url(${cssString(bitmap)})`;
  };
  image.src = entry.image;
}

/** The current device pixel ratio; every bitmap is drawn again once it changes. */
function watchRatio(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  if (ratio !== drawnFor) {
    drawnFor = ratio;
    for (const entry of rules) drawBitmap(entry, ratio);
    if (typeof matchMedia === 'function') {
      matchMedia(`(resolution: ${ratio}dppx)`).addEventListener('change', () => watchRatio(), { once: true });
    }
  }
  return ratio;
}

/**
 * The class that shows `image` as an element's background, its rule added to the page's icon style sheet the
 * first time the image is asked for. The same image always answers the same class.
 */
export function iconClassOf(image: string): string {
  let name = classes.get(image);
  if (name === undefined) {
    name = `device-icon-${classes.size + 1}`;
    classes.set(image, name);
    const target = iconSheet();
    let rule: CSSStyleRule | undefined;
    if (target) {
      target.insertRule(`.${name} { background-image: url(${cssString(image)}); }`, 0);
      const inserted = target.cssRules[0];
      rule = inserted instanceof CSSStyleRule ? inserted : undefined;
    }
    // Draws the earlier rules again when the ratio changed since; this one is drawn below.
    const ratio = watchRatio();
    const entry: IconRule = { image, rule };
    rules.push(entry);
    drawBitmap(entry, ratio);
  }
  return name;
}
