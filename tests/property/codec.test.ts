import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeMessage, encodeMessage, RealtimeDecodeError } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';
import { MESSAGE_TYPES, Scene } from '../../src/domain/realtime/messageTypes';
import protobuf from 'protobufjs';
import json from '../../proto/realtime.json';

// The reference: protobufjs's reflection over the descriptor generated from proto/realtime.proto.
const root = protobuf.Root.fromJSON(json as protobuf.INamespace);
const type = (name: string) => root.lookupType(`echo.${name}`);
const BODY: Record<RealtimeMessage['type'], string> = {
  heartbeat: 'Heartbeat', deviceAlarm: 'DeviceInform', deviceVoice: 'DeviceInform', projectAlarm: 'DeviceInform',
  deviceBind: 'DeviceAudit', deviceVisit: 'DeviceAudit', massTexting: 'MassTexting', userLogout: 'UserLogout',
};
function referenceEncode(msg: RealtimeMessage): Uint8Array {
  const { type: kind, sentAt, ...fields } = msg;
  const Body = type(BODY[kind]);
  const body = Body.encode(Body.fromObject(fields)).finish();
  const Envelope = type('Envelope');
  return Envelope.encode(Envelope.fromObject({ scene: Scene[kind], body, sentAt })).finish();
}
function referenceDecode(bytes: Uint8Array): Record<string, unknown> {
  const envelope = type('Envelope').toObject(type('Envelope').decode(bytes), { longs: Number, defaults: true }) as { scene: number; body: Uint8Array; sentAt: number };
  const kind = (Object.keys(Scene) as RealtimeMessage['type'][]).find((k) => Scene[k] === envelope.scene)!;
  const Body = type(BODY[kind]);
  return { type: kind, sentAt: envelope.sentAt, ...Body.toObject(Body.decode(envelope.body), { longs: Number, defaults: true }) };
}

// UTF-8 on the wire cannot carry lone surrogates, so texts are whole code points.
const text = fc.string({ unit: 'binary', maxLength: 40 });
const int32 = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const ms = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
/** Device messages name their device, and a mass text has a text: frames without them are refused. */
const named = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });

const message: fc.Arbitrary<RealtimeMessage> = fc.oneof(
  fc.record({ type: fc.constant('heartbeat' as const), at: ms, sentAt: ms }),
  fc.record({
    type: fc.constantFrom('deviceAlarm' as const, 'deviceVoice' as const, 'projectAlarm' as const),
    deviceCode: named,
    deviceId: text,
    totalUnreadMsg: int32,
    content: text,
    sentAt: ms,
  }),
  fc.record({
    type: fc.constantFrom('deviceBind' as const, 'deviceVisit' as const),
    deviceCode: named,
    deviceId: text,
    isResult: fc.boolean(),
    auditState: int32,
    totalUnreadMsg: int32,
    sentAt: ms,
  }),
  fc.record({ type: fc.constant('massTexting' as const), content: named, totalUnreadMsg: int32, sentAt: ms }),
  fc.record({ type: fc.constant('userLogout' as const), loginIp: text, reason: text, sentAt: ms }),
);

describe('realtime codec', () => {
  it('round-trips every message type', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(message, (msg) => {
        seen.add(msg.type);
        expect(decodeMessage(encodeMessage(msg))).toEqual(msg);
      }),
      { numRuns: 500 },
    );
    expect([...seen].sort()).toEqual([...MESSAGE_TYPES].sort());
  });

  it("writes and reads the same bytes as protobufjs's reflection over the .proto file", () => {
    fc.assert(
      fc.property(message, (msg) => {
        const frame = encodeMessage(msg);
        expect(referenceDecode(frame)).toEqual(msg);
        expect(decodeMessage(referenceEncode(msg))).toEqual(msg);
        // Byte for byte: one writer reused for every frame leaves nothing of the last frame in the next one.
        expect([...frame]).toEqual([...referenceEncode(msg)]);
      }),
      { numRuns: 300 },
    );
  });

  it('arbitrary bytes decode to a known message or throw the typed error, nothing else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        try {
          expect(MESSAGE_TYPES).toContain(decodeMessage(bytes).type);
        } catch (error) {
          expect(error).toBeInstanceOf(RealtimeDecodeError);
        }
      }),
    );
  });

  it('rejects truncated frames, unknown scenes and bodies of the wrong shape', () => {
    const frame = encodeMessage({ type: 'userLogout', loginIp: '10.0.0.1', reason: 'elsewhere', sentAt: 1 });
    expect(() => decodeMessage(frame.subarray(0, frame.length - 3))).toThrow(RealtimeDecodeError);
    expect(() => decodeMessage(new Uint8Array([0xff, 0xff, 0xff]))).toThrow(RealtimeDecodeError);
    // scene = 99
    expect(() => decodeMessage(new Uint8Array([0x08, 99]))).toThrow(RealtimeDecodeError);
    // scene 6 (user logout) whose body is a truncated length-delimited field
    expect(() => decodeMessage(new Uint8Array([0x08, 6, 0x12, 2, 0x0a, 5]))).toThrow(RealtimeDecodeError);
  });

  it('does not turn a two-byte frame into an alarm about no device', () => {
    for (let scene = 1; scene <= 7; scene += 1) {
      if (scene === 6) continue; // a user-logout message may carry nothing but its scene
      expect(() => decodeMessage(new Uint8Array([0x08, scene]))).toThrow(RealtimeDecodeError);
    }
  });

  it('decodes a 5 MB alarm text and negative counts exactly', () => {
    const content = 'é'.repeat(2_500_000);
    const msg: RealtimeMessage = { type: 'deviceAlarm', deviceCode: 'AB12', deviceId: 'd', totalUnreadMsg: -7, content, sentAt: 1_763_700_000_000 };
    expect(decodeMessage(encodeMessage(msg))).toEqual(msg);
  });
});
