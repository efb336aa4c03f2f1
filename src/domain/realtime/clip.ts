// Texts that arrive from the cloud (alarm contents, mass texts) have no length limit on the wire. Laid out whole, a
// 100 KB text blocks the page for seconds and 5 MB for minutes, so toasts, desktop notifications and banners show
// a clipped text and offer the whole one on request.

/** Characters shown of a text in a toast or a desktop notification. */
export const TOAST_TEXT_MAX = 200;
/** Characters shown of a mass text in the banner. */
export const BANNER_TEXT_MAX = 300;

export interface Clipped {
  text: string;
  /** True when `text` is shorter than the original, which is then worth offering in full. */
  clipped: boolean;
}

/** The first `max` characters (not splitting a surrogate pair) and an ellipsis, or the text itself. */
export function clipText(text: string, max: number): Clipped {
  if (text.length <= max) return { text, clipped: false };
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return { text: `${text.slice(0, end)}…`, clipped: true };
}
