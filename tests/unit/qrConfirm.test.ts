// The phone's QR-confirm flow without a browser: the code's text form, and the machine's steps with provided calls
// (a refused code returns to entry with its reason; a refused decision ends in failed; AGAIN starts over).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formatQrCode, looksLikeQrCode, parseQrCode } from '../../src/domain/qrCode';
import { BUSINESS_CODES, BusinessCode, type Outcome } from '../../src/domain/resultCodes';
import type { QrScanAnswer } from '../../src/domain/wire/qrConfirm';
import { qrConfirmMachine } from '../../src/machines/qrConfirm.machine';

const refused = (code: string): Outcome => ({ kind: 'business', code, messageKey: BUSINESS_CODES[code]!.messageKey, success: false });
const desktop: QrScanAnswer = { state: 'scanned', account: 'Demo', ip: '10.0.0.5', userAgent: 'Chrome', issuedAt: 1, expiresAt: 2 };

function run(calls: { scan?: () => Promise<QrScanAnswer>; confirm?: () => Promise<unknown>; cancel?: () => Promise<unknown> }) {
  const asked: string[] = [];
  const machine = qrConfirmMachine.provide({
    actors: {
      scan: fromPromise<QrScanAnswer, { qrToken: string }>(({ input }) => (asked.push(`scan ${input.qrToken}`), (calls.scan ?? (async () => desktop))())),
      confirm: fromPromise<unknown, { qrToken: string }>(({ input }) => (asked.push(`confirm ${input.qrToken}`), (calls.confirm ?? (async () => ({})))())),
      cancel: fromPromise<unknown, { qrToken: string }>(({ input }) => (asked.push(`cancel ${input.qrToken}`), (calls.cancel ?? (async () => ({})))())),
    },
  });
  const actor = createActor(machine).start();
  return { actor, asked };
}

describe('the code as text', () => {
  it('prints in groups of four and reads back with or without spaces', () => {
    const token = '3fa85f6457174562b3fc2c963f66afa6';
    expect(formatQrCode(token)).toBe('3fa8 5f64 5717 4562 b3fc 2c96 3f66 afa6');
    expect(parseQrCode(formatQrCode(token))).toBe(token);
    expect(parseQrCode(' 3fa8-5f64\n5717 4562b3fc2c963f66afa6 ')).toBe(token);
    expect(parseQrCode('AbC d')).toBe('AbCd');
    expect(looksLikeQrCode(token)).toBe(true);
    expect(looksLikeQrCode('abc')).toBe(false);
    expect(looksLikeQrCode('')).toBe(false);
    expect(looksLikeQrCode('abcd1234é')).toBe(false);
  });
});

describe('the QR-confirm machine', () => {
  it('scans, asks, confirms, and starts over', async () => {
    const { actor, asked } = run({});
    actor.send({ type: 'SUBMIT', qrToken: 'abcd1234' });
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context.desktop).toEqual(desktop);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('confirmed'));
    expect(asked).toEqual(['scan abcd1234', 'confirm abcd1234']);
    actor.send({ type: 'AGAIN' });
    expect(actor.getSnapshot().value).toBe('entering');
    expect(actor.getSnapshot().context).toEqual({ qrToken: undefined, desktop: undefined, outcome: undefined });
  });

  it('returns a refused code to entry with the reason, which the next try clears', async () => {
    let answer: Promise<QrScanAnswer> = Promise.reject(refused(BusinessCode.QrUnknown));
    answer.catch(() => undefined);
    const { actor } = run({ scan: () => answer });
    actor.send({ type: 'SUBMIT', qrToken: 'wrongcode' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.outcome !== undefined);
    expect(actor.getSnapshot().context.outcome).toMatchObject({ code: BusinessCode.QrUnknown });
    answer = Promise.resolve(desktop);
    actor.send({ type: 'SUBMIT', qrToken: 'rightcode' });
    expect(actor.getSnapshot().context.outcome).toBeUndefined();
    await waitFor(actor, (s) => s.matches('asking'));
  });

  it('ends a refused confirmation in failed with the reason; cancel ends in cancelled', async () => {
    const expired = run({ confirm: () => Promise.reject(refused(BusinessCode.QrExpired)) });
    expired.actor.send({ type: 'SUBMIT', qrToken: 'abcd1234' });
    await waitFor(expired.actor, (s) => s.matches('asking'));
    expired.actor.send({ type: 'CONFIRM' });
    await waitFor(expired.actor, (s) => s.matches('failed'));
    expect(expired.actor.getSnapshot().context.outcome).toMatchObject({ code: BusinessCode.QrExpired });

    const cancelled = run({});
    cancelled.actor.send({ type: 'SUBMIT', qrToken: 'abcd1234' });
    await waitFor(cancelled.actor, (s) => s.matches('asking'));
    cancelled.actor.send({ type: 'CANCEL' });
    await waitFor(cancelled.actor, (s) => s.matches('cancelled'));
    expect(cancelled.asked).toEqual(['scan abcd1234', 'cancel abcd1234']);
  });

  it('reads a failure that is not an outcome as a network failure', async () => {
    const { actor } = run({ scan: () => Promise.reject(new Error('boom')) });
    actor.send({ type: 'SUBMIT', qrToken: 'abcd1234' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.outcome !== undefined);
    expect(actor.getSnapshot().context.outcome?.kind).toBe('network');
  });
});
