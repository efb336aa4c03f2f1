import { HttpResponse } from 'msw';

// The answer of a list call that may carry thousands of devices (machine/select of a 15,000-device user is ~8 MB
// of JSON). `ok` (envelope.ts) goes through HttpResponse.json, which turns the text into UTF-8 twice (once for a
// Blob only to learn the Content-Length, once for the body) and checks it for lone surrogates on the way: about
// as much time as JSON.stringify itself. Here the answer is UTF-8 bytes from the start, and each row's bytes are
// kept from the last answer that carried the row: a row is encoded again only when one of its values changed.
// The bytes are exactly those of `JSON.stringify({ hwcode: 0, hwdata })` (tests/sim/listAnswer.test.ts).

const encoder = new TextEncoder();

type Row = Record<string, unknown>;
type Kept = { keys: string[]; values: unknown[]; bytes: Uint8Array; same: Comparer | undefined };
type Comparer = (row: Row, values: unknown[]) => boolean;

/**
 * Rows' last values and bytes, per key (a device): a few variants each, most recently used first. The users of one
 * device see rows that differ only in their own role's fields, and most share one (200 admins of an enterprise's
 * 5,000 devices share 5,000 rows' bytes): kept per membership, the same bench held a million copies and 3.7 GB.
 */
export type RowMemo = { rows: WeakMap<object, Kept[]>; sources: WeakMap<object, Source>; line: Line; assembled: Assembled[]; comparers: Map<string, Comparer | undefined> };
export const createRowMemo = (): RowMemo => ({ rows: new WeakMap(), sources: new WeakMap(), line: { sources: [], kept: [], checked: [], roles: [], bytes: [], roles2: [], bytes2: [] }, assembled: [], comparers: new Map() });
/**
 * The sources of the last list by place, and what is kept of each: the next list is mostly the same devices in the
 * same order (another admin of the enterprise, the same user again), and a look-up by place is a read of two arrays
 * where the WeakMap's is a hash probe into a table as big as the fleet (1.5 ms of a 5,000-row list).
 */
type Line = {
  sources: object[];
  kept: (Source | undefined)[];
  checked: number[];
  roles: number[];
  bytes: Uint8Array[];
  /** The role asked before at the same place under the same mark, and its bytes: users of two roles take turns. */
  roles2: number[];
  bytes2: (Uint8Array | undefined)[];
};
/** No role: roles are numbers a list makes of its caller's fields, never negative. */
const NO_ROLE = -1;
/** Places kept in the line: the longest page of a device list (api.md section 9). */
const MAX_LINE = 5000;
/** A record rows are made of (a device), as it was when its rows' bytes were kept, and those bytes per role. */
type Source = { keys: string[]; values: unknown[]; same: Comparer | undefined; role: number; bytes: Uint8Array; otherRoles: number[] | undefined; otherBytes: Uint8Array[] | undefined; checked: number };
/** Roles kept per source before they are all dropped: a device's users hold a handful of different roles. */
const ROLES = 16;
/**
 * The last answers put together from kept rows, most recent first: when the next one is made of the very same row
 * bytes in the same order with the same head and tail (another admin of the same devices, or the same user after a
 * change elsewhere in the world), its body is the same and is handed out again instead of copying megabytes into a
 * new one. Several, because the users of one list take turns: the enterprise's admins who maintain its devices see
 * `maintainer: true` on every row and the others `false`, and one kept answer was replaced at every other call.
 */
type Assembled = { text: string; parts: Uint8Array[]; body: Uint8Array };
/** Variants kept per key: an owner's, admins', a maintainer's, one spare; and as many assembled answers. */
const VARIANTS = 4;

/** Arrays of primitives, equal item by item. */
function sameItems(x: unknown, y: unknown): boolean {
  if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length) return false;
  for (let j = 0; j < x.length; j += 1) if (x[j] !== y[j] || (typeof x[j] === 'object' && x[j] !== null)) return false;
  return true;
}

/**
 * Equal as JSON: the same own keys in the same order, primitives equal, arrays of primitives equal item by item.
 * Read through Object.keys and Object.values, not `row[key]` per key: a key-by-key read of 30 different names is
 * a megamorphic look-up each, 4 µs a row (20 ms of a 5,000-row list), the two copies a tenth of that.
 */
function sameRow(kept: Kept | Source, keys: string[], values: unknown[]): boolean {
  const { keys: oldKeys, values: oldValues } = kept;
  if (keys.length !== oldKeys.length) return false;
  for (let i = 0; i < keys.length; i += 1) if (keys[i] !== oldKeys[i]) return false;
  for (let i = 0; i < values.length; i += 1) if (values[i] !== oldValues[i] && !sameItems(values[i], oldValues[i])) return false;
  return true;
}

/**
 * A comparison of a row against kept values written for one list of keys: `row.machine_id === values[0] && …`, so
 * that every read is of a known name on rows that all share one shape (V8 reads them as fast as a struct's fields,
 * where Object.keys and Object.values copy each row twice). It also checks the row's own keys are exactly these, in
 * this order, as the JSON's bytes depend on both. Undefined where code cannot be made at run time (a page whose
 * content security policy forbids it, as the console's does): the general comparison is used.
 */
function comparerOf(memo: RowMemo, keys: string[]): Comparer | undefined {
  const id = keys.join('\u0000');
  if (memo.comparers.has(id)) return memo.comparers.get(id);
  let comparer: Comparer | undefined;
  try {
    const reads = keys.map((key, i) => `((x = row[${JSON.stringify(key)}]) === values[${i}] || sameItems(x, values[${i}]))`).join(' && ');
    const make = new Function('sameItems', 'keys', `return function sameRow(row, values) {
      let i = 0;
      for (const key in row) { if (key !== keys[i]) return false; i += 1; }
      if (i !== keys.length) return false;
      let x;
      return ${reads || 'true'};
    };`);
    comparer = make(sameItems, keys);
  } catch {
    comparer = undefined;
  }
  memo.comparers.set(id, comparer);
  return comparer;
}

/** Whether `row` is as the kept variant was: through its comparison when one was made, else the general one. */
function matches(kept: Kept | Source, row: Row): boolean {
  if (kept.same) return kept.same(row, kept.values);
  return sameRow(kept, Object.keys(row), Object.values(row));
}

/**
 * The bytes of `row`, kept per key. Variants keep their places (no move to the front): the rows of one answer are
 * mostly the same variant of their devices (an admin's, or a maintainer's), so the place that matched the last row
 * (`hint`) is tried first, and two users asking in turn each compare their rows once rather than twice.
 */
function bytesOf(memo: RowMemo, key: object, row: Row, hint: { at: number }): Uint8Array {
  let variants = memo.rows.get(key);
  if (!variants) memo.rows.set(key, (variants = []));
  const first = variants[hint.at];
  if (first && matches(first, row)) return first.bytes;
  for (let i = 0; i < variants.length; i += 1) {
    const kept = variants[i]!;
    if (i === hint.at || !matches(kept, row)) continue;
    hint.at = i;
    return kept.bytes;
  }
  const bytes = encoder.encode(JSON.stringify(row));
  const keys = Object.keys(row);
  const made: Kept = { keys, values: Object.values(row), bytes, same: comparerOf(memo, keys) };
  // Full: the newest variant takes the last place, so the ones in use before keep theirs.
  hint.at = Math.min(variants.length, VARIANTS - 1);
  variants[hint.at] = made;
  return bytes;
}

const NO_MARK = 0;

/**
 * While set, a source compared under this mark is not compared again: the server sets it for the calls of one group
 * started together (server/turns.ts), which only read the world, for as long as their microtasks run, so a device
 * unchanged for one of them is unchanged for all (200 admins of one enterprise compare its 5,000 devices once per
 * turn, not once per call). Never set where other code may change a device between two calls (a browser's msw, a
 * test calling handlers itself): there every call compares.
 */
export const togetherMark = { current: NO_MARK };
let marks = NO_MARK;

/** A mark no source was compared under yet, made the current one. A number: storing it in a kept source needs no write barrier. */
export function newTogetherMark(): number {
  marks += 1;
  togetherMark.current = marks;
  return marks;
}

/** Ends `mark` if it is still the current one. */
export function endTogetherMark(mark: number): void {
  if (togetherMark.current === mark) togetherMark.current = NO_MARK;
}

/**
 * The bytes of the row `build(context)` makes of `source` for `role`, where the row depends on nothing but the source's
 * fields and the caller's role (one number per distinct set of the caller's fields in the row). Kept per source:
 * while every field of the source is as it was, a role seen before costs one comparison of the source, no row is
 * made. The enterprise list of 200 different admins made and dropped a million rows a second that way, most of its
 * time in the garbage collector. A source holding a record (not a primitive, nor an array of them) is never kept.
 * `at`: the source's place in its list. A source already compared under the current mark at the same place for the
 * same role is answered from the line alone, without reading what is kept of it (a read from all over the heap).
 */
export function bytesOfSource<C>(memo: RowMemo, source: Row, role: number, build: (context: C) => object, context: C, at = -1): Uint8Array {
  const { line } = memo;
  const mark = togetherMark.current;
  const inLine = at >= 0 && at < MAX_LINE;
  const placed = inLine && line.sources[at] === source;
  const unchanged = placed && mark !== NO_MARK && line.checked[at] === mark;
  if (unchanged) {
    if (line.roles[at] === role) return line.bytes[at]!;
    if (line.roles2[at] === role) return line.bytes2[at]!;
  }
  let kept = placed ? line.kept[at] : memo.sources.get(source);
  let bytes: Uint8Array;
  if (kept === undefined || ((mark === NO_MARK || kept.checked !== mark) && !matches(kept, source))) {
    bytes = encoder.encode(JSON.stringify(build(context)));
    kept = keptSource(memo, source, role, bytes, mark);
  } else {
    if (kept.checked !== mark) kept.checked = mark;
    bytes = bytesForRole(kept, role, build, context);
  }
  if (inLine) {
    // The other role's bytes stay only while they were read under this same mark from this same source.
    const keepOther = unchanged && kept === line.kept[at];
    line.roles2[at] = keepOther ? line.roles[at]! : NO_ROLE;
    line.bytes2[at] = keepOther ? line.bytes[at] : undefined;
    line.sources[at] = source;
    line.kept[at] = kept;
    line.checked[at] = kept ? mark : NO_MARK;
    line.roles[at] = role;
    line.bytes[at] = bytes;
  }
  return bytes;
}

/** What is kept of `source` as it is now, with the bytes of its row for `role`; undefined when it holds a record. */
function keptSource(memo: RowMemo, source: Row, role: number, bytes: Uint8Array, mark: number): Source | undefined {
  const keys = Object.keys(source);
  // Arrays are copied: one changed in place would otherwise still be identical to the kept one.
  const values = Object.values(source).map((v) => (Array.isArray(v) ? [...v] : v));
  if (values.some((v) => typeof v === 'object' && v !== null && !sameItems(v, v))) {
    memo.sources.delete(source);
    return undefined;
  }
  const made: Source = { keys, values, same: comparerOf(memo, keys), role, bytes, otherRoles: undefined, otherBytes: undefined, checked: mark };
  memo.sources.set(source, made);
  return made;
}

/**
 * The kept row bytes of an unchanged source for `role`: the first role's in place, the others in two short arrays
 * beside it, read in place. Users of other roles ask in turn (an enterprise's maintainers and its other admins, who
 * see `maintainer` differ on every row): moving the asked role to the front, as a map did, was three map writes per
 * device and call.
 */
function bytesForRole<C>(kept: Source, role: number, build: (context: C) => object, context: C): Uint8Array {
  if (kept.role === role) return kept.bytes;
  const roles = (kept.otherRoles ??= []);
  const list = (kept.otherBytes ??= []);
  for (let i = 0; i < roles.length; i += 1) if (roles[i] === role) return list[i]!;
  if (roles.length >= ROLES) {
    roles.length = 0;
    list.length = 0;
  }
  const bytes = encoder.encode(JSON.stringify(build(context)));
  roles.push(role);
  list.push(bytes);
  return bytes;
}

function sameParts(a: Uint8Array[], b: Uint8Array[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

// Stands where the rows go in the rest of the answer; a control character, so no real value is ever equal to it.
const ROWS = '\u0000rows\u0000';
const ROWS_JSON = JSON.stringify(ROWS);

/**
 * `{ hwcode: 0, hwdata }` as application/json, where `hwdata` is `shape(rows)` (the rows themselves by default):
 * rows[i] is the row of keys[i]. Rows hold primitives and arrays of primitives only.
 */
export function okRows<R extends object>(memo: RowMemo, keys: readonly object[], rows: readonly R[], shape: (list: unknown) => unknown = (list) => list): Response {
  const hint = { at: 0 };
  return okParts(memo, rows.map((row, i) => bytesOf(memo, keys[i]!, row as Row, hint)), shape);
}

/** The same answer of rows already as bytes (`bytesOfSource`), each the JSON of one row. */
export function okParts(memo: RowMemo, parts: Uint8Array[], shape: (list: unknown) => unknown = (list) => list): Response {
  const text = JSON.stringify({ hwcode: 0, hwdata: shape(ROWS) });
  const again = memo.assembled.find((a) => a.text === text && sameParts(a.parts, parts));
  if (again) return answerOfBytes(again.body);
  const at = text.indexOf(ROWS_JSON);
  const head = encoder.encode(`${text.slice(0, at)}[`);
  const tail = encoder.encode(`]${text.slice(at + ROWS_JSON.length)}`);
  let size = head.length + tail.length + Math.max(0, parts.length - 1);
  for (const part of parts) size += part.length;
  const body = new Uint8Array(size);
  body.set(head, 0);
  let offset = head.length;
  parts.forEach((part, i) => {
    if (i > 0) body[offset++] = 0x2c; // ','
    body.set(part, offset);
    offset += part.length;
  });
  body.set(tail, offset);
  memo.assembled.unshift({ text, parts, body });
  if (memo.assembled.length > VARIANTS) memo.assembled.length = VARIANTS;
  return answerOfBytes(body);
}

/** An application/json answer of these bytes (kept, never changed), which the Node server sends without a copy. */
export function answerOfBytes(body: Uint8Array): Response {
  // A stream handing out the bytes when read: the Response constructor would copy a byte body, and the Node server
  // sends the bytes themselves (`preparedBody`), so in Node the stream is never read. A reader elsewhere (msw in a
  // browser, a test) gets a copy: the bytes may be kept for the next answer (answerCache.ts).
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(body.slice());
      controller.close();
    },
  }, { highWaterMark: 0 }); // pulled on the first read only, not when made
  const response = new HttpResponse(stream, { headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) } });
  prepared.set(response, body);
  return response;
}

const prepared = new WeakMap<Response, Uint8Array>();

/** The whole body of an `okRows` answer whose body was not read yet, for a server to send without copying. */
export function preparedBody(response: Response): Uint8Array | undefined {
  return response.bodyUsed ? undefined : prepared.get(response);
}
