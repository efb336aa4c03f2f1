// SMS billing of product.md section 5: one message holds 70 characters; a longer text is sent as
// concatenated parts of 67 (the rest of each part carries the joining header). Characters are code points,
// which is how the operators count Chinese text and emoji.
import { SMS_SEGMENT_LENGTH, SMS_SINGLE_LIMIT } from './constants';

export function smsSegments(text: string): number {
  const length = [...text].length;
  if (length === 0) return 0;
  if (length <= SMS_SINGLE_LIMIT) return 1;
  return Math.ceil(length / SMS_SEGMENT_LENGTH);
}
