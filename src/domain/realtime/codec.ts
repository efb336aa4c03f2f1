// Binary frames of /echo.io: an echo.Envelope { scene, body, sentAt } whose body is the inner message named by
// the scene (proto/realtime.proto). Shared by the console and the simulator (also inside the demo page). Both ways
// write and read the wire format field by field: protobufjs's reflection (Type.encode and friends) compiles code
// with eval at first use, which the console's Content-Security-Policy (script-src 'self') forbids. Encoding uses
// protobufjs's Writer, which compiles nothing; decoding reads the bytes directly (wireReader.ts). A test checks both
// against protobufjs's reflection over proto/realtime.json, so the two cannot drift from the .proto file.
import { Writer } from 'protobufjs/minimal';
import { Scene, type MessageType, type RealtimeMessage } from './messageTypes';
import { int32, int64, lengthOf, reader, skip, string, varint, type WireReader } from './wireReader';

const TYPE_BY_SCENE = new Map<number, MessageType>(
  (Object.entries(Scene) as [MessageType, number][]).map(([type, scene]) => [scene, type]),
);

export class RealtimeDecodeError extends Error {
  readonly name = 'RealtimeDecodeError';
  constructor(
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
  }
}

// proto3 leaves fields at their default value off the wire; so do these writers.
const str = (w: Writer, tag: number, value: string | undefined) => {
  if (value) w.uint32(tag).string(value);
};
const i32 = (w: Writer, tag: number, value: number | undefined) => {
  if (value) w.uint32(tag).int32(value);
};
const i64 = (w: Writer, tag: number, value: number | undefined) => {
  if (value) w.uint32(tag).int64(value);
};

function writeBody(w: Writer, msg: RealtimeMessage): void {
  switch (msg.type) {
    case 'heartbeat':
      i64(w, 0x08, msg.at);
      break;
    case 'deviceAlarm':
    case 'deviceVoice':
    case 'projectAlarm':
      str(w, 0x0a, msg.deviceCode);
      str(w, 0x12, String(msg.deviceId ?? ''));
      i32(w, 0x18, msg.totalUnreadMsg);
      str(w, 0x22, msg.content);
      break;
    case 'deviceBind':
    case 'deviceVisit':
      str(w, 0x0a, msg.deviceCode);
      str(w, 0x12, String(msg.deviceId ?? ''));
      if (msg.isResult) w.uint32(0x18).bool(true);
      i32(w, 0x20, msg.auditState);
      i32(w, 0x28, msg.totalUnreadMsg);
      break;
    case 'massTexting':
      str(w, 0x0a, msg.content);
      i32(w, 0x10, msg.totalUnreadMsg);
      break;
    case 'userLogout':
      str(w, 0x0a, msg.loginIp);
      str(w, 0x12, msg.reason);
      break;
  }
}

/**
 * One writer for every frame, its buffer grown once and reused: a writer per frame and another for its body, as
 * before, allocated about 850 bytes a frame, which a storm of 20,000 frames a second turned into collections. The
 * frame itself is a copy of exactly its bytes. Encoding is synchronous, so no two frames share the writer at once.
 */
let shared: Writer | undefined;

export function encodeMessage(msg: RealtimeMessage): Uint8Array {
  const w = (shared ??= Writer.create());
  // From the start, whatever an earlier frame left (a throw between fork and ldelim would leave its state).
  w.pos = 0;
  w.states = null;
  const scene = Scene[msg.type];
  if (scene) w.uint32(0x08).int32(scene);
  w.uint32(0x12).fork();
  const start = w.pos;
  writeBody(w, msg);
  if (w.pos > start) w.ldelim();
  else {
    // An empty body stays off the wire, as proto3 leaves a default value: its tag is taken back too.
    w.reset();
    w.pos -= 1;
  }
  i64(w, 0x18, msg.sentAt);
  return w.finish();
}

// Tags (field number << 3 | wire type) of proto/realtime.proto, one byte each.
const T1_VARINT = 0x08;
const T1_LEN = 0x0a;
const T2_LEN = 0x12;
const T2_VARINT = 0x10;
const T3_VARINT = 0x18;
const T4_LEN = 0x22;
const T4_VARINT = 0x20;
const T5_VARINT = 0x28;

/** Skips a field of another tag (a newer cloud may send more); tags above one byte are read in full first. */
function skipField(r: WireReader, firstByte: number): void {
  let tag = firstByte;
  if (tag >= 0x80) {
    r.pos -= 1;
    tag = varint(r);
  }
  skip(r, tag & 7);
}

/** A device message must name its device: a frame of two stray bytes is not an alarm about nobody. */
function requireDevice(type: MessageType, deviceCode: string, deviceId: string): void {
  if (!deviceCode && !deviceId) throw new RealtimeDecodeError(`${type} without a device`);
}

/**
 * Reads the body in r.pos..r.end into the message the console uses; absent fields keep proto3 defaults. Each
 * field is read once, straight into its place (no intermediate message object, no second conversion pass).
 */
function readBody(type: MessageType, sentAt: number, r: WireReader): RealtimeMessage {
  const { bytes } = r;
  switch (type) {
    case 'heartbeat': {
      let at = 0;
      while (r.pos < r.end) {
        const tag = bytes[r.pos++]!;
        if (tag === T1_VARINT) at = int64(r);
        else skipField(r, tag);
      }
      return { type, sentAt, at };
    }
    case 'deviceAlarm':
    case 'deviceVoice':
    case 'projectAlarm': {
      let deviceCode = '';
      let deviceId = '';
      let totalUnreadMsg = 0;
      let content = '';
      while (r.pos < r.end) {
        const tag = bytes[r.pos++]!;
        if (tag === T1_LEN) deviceCode = string(r);
        else if (tag === T2_LEN) deviceId = string(r);
        else if (tag === T3_VARINT) totalUnreadMsg = int32(r);
        else if (tag === T4_LEN) content = string(r);
        else skipField(r, tag);
      }
      requireDevice(type, deviceCode, deviceId);
      return { type, sentAt, deviceCode, deviceId, totalUnreadMsg, content };
    }
    case 'deviceBind':
    case 'deviceVisit': {
      let deviceCode = '';
      let deviceId = '';
      let isResult = false;
      let auditState = 0;
      let totalUnreadMsg = 0;
      while (r.pos < r.end) {
        const tag = bytes[r.pos++]!;
        if (tag === T1_LEN) deviceCode = string(r);
        else if (tag === T2_LEN) deviceId = string(r);
        else if (tag === T3_VARINT) isResult = varint(r) !== 0;
        else if (tag === T4_VARINT) auditState = int32(r);
        else if (tag === T5_VARINT) totalUnreadMsg = int32(r);
        else skipField(r, tag);
      }
      requireDevice(type, deviceCode, deviceId);
      return { type, sentAt, deviceCode, deviceId, isResult, auditState, totalUnreadMsg };
    }
    case 'massTexting': {
      let content = '';
      let totalUnreadMsg = 0;
      while (r.pos < r.end) {
        const tag = bytes[r.pos++]!;
        if (tag === T1_LEN) content = string(r);
        else if (tag === T2_VARINT) totalUnreadMsg = int32(r);
        else skipField(r, tag);
      }
      if (!content) throw new RealtimeDecodeError('massTexting without content');
      return { type, sentAt, content, totalUnreadMsg };
    }
    case 'userLogout': {
      let loginIp = '';
      let reason = '';
      while (r.pos < r.end) {
        const tag = bytes[r.pos++]!;
        if (tag === T1_LEN) loginIp = string(r);
        else if (tag === T2_LEN) reason = string(r);
        else skipField(r, tag);
      }
      return { type, sentAt, loginIp, reason };
    }
  }
}

/** Throws RealtimeDecodeError on bytes that are not an envelope of a known scene. */
export function decodeMessage(bytes: Uint8Array): RealtimeMessage {
  let scene = 0;
  let bodyStart = 0;
  let bodyEnd = 0;
  let sentAt = 0;
  const r = reader(bytes);
  try {
    while (r.pos < r.end) {
      const tag = bytes[r.pos++]!;
      if (tag === T1_VARINT) scene = varint(r);
      else if (tag === T2_LEN) {
        const length = lengthOf(r);
        bodyStart = r.pos;
        bodyEnd = r.pos + length;
        r.pos = bodyEnd;
      } else if (tag === T3_VARINT) sentAt = int64(r);
      else skipField(r, tag);
    }
  } catch (error) {
    throw new RealtimeDecodeError('not a realtime envelope', error);
  }
  const type = TYPE_BY_SCENE.get(scene);
  if (!type) throw new RealtimeDecodeError(`unknown scene ${String(scene)}`);
  r.pos = bodyStart;
  r.end = bodyEnd;
  try {
    return readBody(type, sentAt, r);
  } catch (error) {
    if (error instanceof RealtimeDecodeError) throw error;
    throw new RealtimeDecodeError(`bad ${type} body`, error);
  }
}
