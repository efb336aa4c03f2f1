// Binary frames of /echo.io: an echo.Envelope { scene, body, sentAt } whose body is the inner message named by
// the scene (proto/realtime.proto). Shared by the console and the simulator. Encoding goes through protobufjs;
// decoding, on the console's main thread for every frame, reads the wire format directly (wireReader.ts).
import protobuf from 'protobufjs/light';
import json from '../../../proto/realtime.json';
import { Scene, type MessageType, type RealtimeMessage } from './messageTypes';
import { int32, int64, lengthOf, reader, skip, string, varint, type WireReader } from './wireReader';

const root = protobuf.Root.fromJSON(json as protobuf.INamespace);
const Envelope = root.lookupType('echo.Envelope');
const DeviceInform = root.lookupType('echo.DeviceInform');
const DeviceAudit = root.lookupType('echo.DeviceAudit');
const MassTexting = root.lookupType('echo.MassTexting');
const UserLogout = root.lookupType('echo.UserLogout');
const Heartbeat = root.lookupType('echo.Heartbeat');

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

function bodyOf(msg: RealtimeMessage): Uint8Array {
  switch (msg.type) {
    case 'heartbeat':
      return Heartbeat.encode(Heartbeat.fromObject({ at: msg.at })).finish();
    case 'deviceAlarm':
    case 'deviceVoice':
    case 'projectAlarm':
      return DeviceInform.encode(
        DeviceInform.fromObject({
          deviceCode: msg.deviceCode,
          deviceId: msg.deviceId,
          totalUnreadMsg: msg.totalUnreadMsg,
          content: msg.content,
        }),
      ).finish();
    case 'deviceBind':
    case 'deviceVisit':
      return DeviceAudit.encode(
        DeviceAudit.fromObject({
          deviceCode: msg.deviceCode,
          deviceId: msg.deviceId,
          isResult: msg.isResult,
          auditState: msg.auditState,
          totalUnreadMsg: msg.totalUnreadMsg,
        }),
      ).finish();
    case 'massTexting':
      return MassTexting.encode(
        MassTexting.fromObject({ content: msg.content, totalUnreadMsg: msg.totalUnreadMsg }),
      ).finish();
    case 'userLogout':
      return UserLogout.encode(UserLogout.fromObject({ loginIp: msg.loginIp, reason: msg.reason })).finish();
  }
}

export function encodeMessage(msg: RealtimeMessage): Uint8Array {
  const envelope = Envelope.fromObject({ scene: Scene[msg.type], body: bodyOf(msg), sentAt: msg.sentAt });
  return Envelope.encode(envelope).finish();
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



/** Names used by docs/architecture.md. */
export const encodeFrame = encodeMessage;
export const decodeFrame = decodeMessage;
