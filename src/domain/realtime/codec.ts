// Binary frames of /echo.io: an echo.Envelope { scene, body, sentAt } whose body is the inner message named by
// the scene (proto/realtime.proto). Shared by the console and the simulator.
import protobuf from 'protobufjs/light';
import json from '../../../proto/realtime.json';
import { Scene, type MessageType, type RealtimeMessage } from './messageTypes';

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

/** int64 fields come back as Long when the `long` package is present; numbers are what the console wants. */
const AS_PLAIN = { longs: Number, enums: Number, bytes: Uint8Array, defaults: true } as const;

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

function plain(type: protobuf.Type, bytes: Uint8Array): Record<string, unknown> {
  return type.toObject(type.decode(bytes), AS_PLAIN);
}

/** Throws RealtimeDecodeError on bytes that are not an envelope of a known scene. */
export function decodeMessage(bytes: Uint8Array): RealtimeMessage {
  let envelope: Record<string, unknown>;
  try {
    envelope = plain(Envelope, bytes);
  } catch (error) {
    throw new RealtimeDecodeError('not a realtime envelope', error);
  }
  const type = TYPE_BY_SCENE.get(envelope.scene as number);
  if (!type) throw new RealtimeDecodeError(`unknown scene ${String(envelope.scene)}`);
  const sentAt = envelope.sentAt as number;
  const body = envelope.body as Uint8Array;
  try {
    switch (type) {
      case 'heartbeat': {
        const b = plain(Heartbeat, body);
        return { type, sentAt, at: b.at as number };
      }
      case 'deviceAlarm':
      case 'deviceVoice':
      case 'projectAlarm': {
        const b = plain(DeviceInform, body);
        return {
          type,
          sentAt,
          deviceCode: b.deviceCode as string,
          deviceId: b.deviceId as string,
          totalUnreadMsg: b.totalUnreadMsg as number,
          content: b.content as string,
        };
      }
      case 'deviceBind':
      case 'deviceVisit': {
        const b = plain(DeviceAudit, body);
        return {
          type,
          sentAt,
          deviceCode: b.deviceCode as string,
          deviceId: b.deviceId as string,
          isResult: b.isResult as boolean,
          auditState: b.auditState as number,
          totalUnreadMsg: b.totalUnreadMsg as number,
        };
      }
      case 'massTexting': {
        const b = plain(MassTexting, body);
        return { type, sentAt, content: b.content as string, totalUnreadMsg: b.totalUnreadMsg as number };
      }
      case 'userLogout': {
        const b = plain(UserLogout, body);
        return { type, sentAt, loginIp: b.loginIp as string, reason: b.reason as string };
      }
    }
  } catch (error) {
    throw new RealtimeDecodeError(`bad ${type} body`, error);
  }
}

/** Names used by docs/architecture.md. */
export const encodeFrame = encodeMessage;
export const decodeFrame = decodeMessage;
