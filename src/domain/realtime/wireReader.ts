// A reader of the protobuf wire format for the few flat messages of proto/realtime.proto. The console decodes
// every realtime frame on the main thread; protobufjs's decode followed by toObject built each message twice and
// decoded strings in a JavaScript loop, which made decoding slower than JSON.parse of the same messages and a
// multi-megabyte alarm text a long task. Here each field is read once into the plain object the console uses,
// and strings go through the native TextDecoder (faster than a JavaScript loop even for short ones).

class WireError extends Error {
  readonly name = 'WireError';
}

const utf8 = new TextDecoder('utf-8');

export interface WireReader {
  bytes: Uint8Array;
  pos: number;
  end: number;
}

export function reader(bytes: Uint8Array, start = 0, end = bytes.length): WireReader {
  return { bytes, pos: start, end };
}

/** An unsigned varint as a number (exact up to 2^53). */
export function varint(r: WireReader): number {
  const { bytes } = r;
  let result = 0;
  let shift = 1;
  for (let i = 0; i < 10; i += 1) {
    if (r.pos >= r.end) throw new WireError('truncated varint');
    const byte = bytes[r.pos++]!;
    result += (byte & 0x7f) * shift;
    if (byte < 0x80) return result;
    shift *= 128;
  }
  throw new WireError('varint too long');
}

/** An int32 field: only the low 32 bits count (negative values travel as ten-byte varints). */
export function int32(r: WireReader): number {
  let low = 0;
  for (let shift = 0; shift < 70; shift += 7) {
    if (r.pos >= r.end) throw new WireError('truncated varint');
    const byte = r.bytes[r.pos++]!;
    // Stryker disable next-line EqualityOperator: shift steps by 7 (0, 7, ... 63), never 32, so `<=` reads the same.
    if (shift < 32) low |= (byte & 0x7f) << shift;
    if (byte < 0x80) return low | 0;
  }
  throw new WireError('varint too long');
}

/** An int64 field read as a number (times in milliseconds fit in 53 bits). */
export function int64(r: WireReader): number {
  const start = r.pos;
  const value = varint(r);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut; the exact path below gives the same number for every value (at 2^53 too).
  if (value < 2 ** 53) return value;
  // Large or negative: redo it exactly.
  r.pos = start;
  let big = 0n;
  let shift = 0n;
  for (;;) {
    const byte = r.bytes[r.pos++]!;
    big |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) break;
    shift += 7n;
  }
  return Number(BigInt.asIntN(64, big));
}

export function lengthOf(r: WireReader): number {
  const length = varint(r);
  if (r.pos + length > r.end) throw new WireError('length beyond the frame');
  return length;
}

/**
 * Up to this many bytes, a string in plain ASCII is built in JavaScript: a device code or an id costs less so than a
 * call of TextDecoder with its subarray (the codec bench's decode went from about 0.67 to 0.47 times JSON.parse).
 * Twelve, because V8 keeps a string built by `+=` flat only below 13 characters: longer, it is a chain of pieces (a
 * rope) several times the text's memory for as long as the console keeps the message (the storm bench's heap after
 * the storm grew 16 to 19 % with 48, against 7 to 8 %). Any byte above 0x7f hands the string to TextDecoder.
 */
const SHORT_STRING = 12;

function shortString(bytes: Uint8Array, start: number, end: number): string {
  let text = '';
  for (let i = start; i < end; i += 1) {
    const byte = bytes[i]!;
    if (byte >= 0x80) return utf8.decode(bytes.subarray(start, end));
    text += String.fromCharCode(byte);
  }
  return text;
}

export function string(r: WireReader): string {
  const length = lengthOf(r);
  const start = r.pos;
  r.pos += length;
  return length <= SHORT_STRING ? shortString(r.bytes, start, start + length) : utf8.decode(r.bytes.subarray(start, start + length));
}

/** Skips a field this version does not know (a newer cloud may send more). */
export function skip(r: WireReader, wireType: number): void {
  switch (wireType) {
    case 0:
      varint(r);
      return;
    case 1:
      r.pos += 8;
      break;
    case 2: {
      // lengthOf moves past the length's own bytes first: `r.pos += lengthOf(r)` would add to the old position.
      const length = lengthOf(r);
      r.pos += length;
      return;
    }
    case 5:
      r.pos += 4;
      break;
    default:
      throw new WireError(`wire type ${wireType}`);
  }
  if (r.pos > r.end) throw new WireError('truncated field');
}
