// The realtime frames' codec (src/domain/realtime/codec.ts) byte by byte: defaults stay off the wire, unknown fields
// (one-byte and longer tags) are skipped without disturbing the known ones, and each refusal says what was wrong.
import { describe, expect, it } from 'vitest';
import { RealtimeDecodeError, decodeMessage, encodeMessage } from '../../src/domain/realtime/codec';
import type { RealtimeMessage } from '../../src/domain/realtime/messageTypes';

const frame = (scene: number, body: number[], ...rest: number[]) => Uint8Array.from([0x08, scene, 0x12, body.length, ...body, ...rest]);
const D = 0x44;

describe('encodeMessage', () => {
  it('leaves zero and empty fields off the wire, as proto3 does', () => {
    expect([...encodeMessage({ type: 'heartbeat', sentAt: 0, at: 0 })]).toEqual([]);
    const alarm = { type: 'deviceAlarm', sentAt: 0, deviceCode: 'D', deviceId: '', totalUnreadMsg: 0, content: '' } as RealtimeMessage;
    expect([...encodeMessage(alarm)]).toEqual([0x08, 1, 0x12, 3, 0x0a, 1, D]);
    const bind = { type: 'deviceBind', sentAt: 0, deviceCode: 'D', deviceId: undefined, isResult: false, auditState: 0, totalUnreadMsg: 0 } as unknown as RealtimeMessage;
    expect([...encodeMessage(bind)]).toEqual([0x08, 3, 0x12, 3, 0x0a, 1, D]);
  });
});

describe('decodeMessage skips unknown fields', () => {
  it('in the envelope', () => {
    expect(decodeMessage(Uint8Array.from([0x08, 0, 0x18, 5, 0x20, 9]))).toEqual({ type: 'heartbeat', sentAt: 5, at: 0 });
  });

  it('with a tag longer than one byte (field 16 and up)', () => {
    expect(decodeMessage(frame(0, [0x80, 0x01, 0x05, 0x08, 7]))).toEqual({ type: 'heartbeat', sentAt: 0, at: 7 });
    expect(decodeMessage(frame(0, [0x08, 7, 0x85, 0x01, 1, 2, 3, 4]))).toEqual({ type: 'heartbeat', sentAt: 0, at: 7 });
  });

  it('in each body', () => {
    expect(decodeMessage(frame(0, [0x08, 7, 0x10, 9]))).toEqual({ type: 'heartbeat', sentAt: 0, at: 7 });
    expect(decodeMessage(frame(1, [0x0a, 1, D, 0x22, 1, 0x41, 0x30, 5]))).toEqual({ type: 'deviceAlarm', sentAt: 0, deviceCode: 'D', deviceId: '', totalUnreadMsg: 0, content: 'A' });
    expect(decodeMessage(frame(3, [0x0a, 1, D, 0x28, 3, 0x30, 9]))).toEqual({ type: 'deviceBind', sentAt: 0, deviceCode: 'D', deviceId: '', isResult: false, auditState: 0, totalUnreadMsg: 3 });
    expect(decodeMessage(frame(7, [0x0a, 1, 0x41, 0x10, 2, 0x18, 9]))).toEqual({ type: 'massTexting', sentAt: 0, content: 'A', totalUnreadMsg: 2 });
    expect(decodeMessage(frame(6, [0x0a, 1, 0x41, 0x12, 1, 0x42, 0x18, 9]))).toEqual({ type: 'userLogout', sentAt: 0, loginIp: 'A', reason: 'B' });
  });
});

describe('decodeMessage refuses', () => {
  const refusal = (bytes: Uint8Array): RealtimeDecodeError => {
    try {
      decodeMessage(bytes);
    } catch (error) {
      return error as RealtimeDecodeError;
    }
    throw new Error('decoded');
  };

  it('each bad frame with its reason, as a RealtimeDecodeError', () => {
    const cases: [Uint8Array, string][] = [
      [Uint8Array.from([0x08]), 'not a realtime envelope'],
      [Uint8Array.from([0x08, 99]), 'unknown scene 99'],
      [frame(0, [0x08]), 'bad heartbeat body'],
      [frame(1, [0x18, 2]), 'deviceAlarm without a device'],
      [frame(4, [0x20, 1]), 'deviceVisit without a device'],
      [frame(7, [0x10, 2]), 'massTexting without content'],
    ];
    for (const [bytes, message] of cases) {
      const error = refusal(bytes);
      expect(error).toBeInstanceOf(RealtimeDecodeError);
      expect(error.name).toBe('RealtimeDecodeError');
      expect(error.message).toBe(message);
    }
  });
});
