// The text form of a desktop QR sign-in code: the desktop prints its qrToken under the QR picture in groups of four
// (readable, easy to compare), and the phone accepts that text pasted or typed, with or without the spaces.

const GROUP = 4;

/** "3fa85f6457174562" → "3fa8 5f64 5717 4562". */
export function formatQrCode(qrToken: string): string {
  return qrToken.match(new RegExp(`.{1,${GROUP}}`, 'g'))?.join(' ') ?? '';
}

/**
 * The qrToken inside what the user pasted, typed or a camera read: white space and the grouping dashes dropped.
 * Case is kept: a cloud's token may tell upper from lower case.
 */
export function parseQrCode(text: string): string {
  return text.replace(/[\s\-–—]/g, '');
}

/** A code worth sending: 8 to 256 visible ASCII characters (the cloud decides the rest). */
export function looksLikeQrCode(code: string): boolean {
  return /^[\x21-\x7e]{8,256}$/.test(code);
}
