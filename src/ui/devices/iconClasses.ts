// The machine-type images as classes of one style sheet, each image's rule written once: a list row shows its icon
// by its class. As an <img>, every row a search keystroke gave another type of device set the image's `src` again,
// and each such write loads the image anew (a data URL's SVG parsed again): a third of the personal list's script
// time on a keystroke at 5,000 devices (npm run bench -- devices).

const classes = new Map<string, string>();
let sheet: CSSStyleSheet | null | undefined;

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

/**
 * The class that shows `image` as an element's background, its rule added to the page's icon style sheet the
 * first time the image is asked for. The same image always answers the same class.
 */
export function iconClassOf(image: string): string {
  let name = classes.get(image);
  if (name === undefined) {
    name = `device-icon-${classes.size + 1}`;
    classes.set(image, name);
    iconSheet()?.insertRule(`.${name} { background-image: url(${cssString(image)}); }`, 0);
  }
  return name;
}
