// The phone confirming a desktop QR sign-in (the qrConfirm machine), played over HTTP: the desktop's getQrToken and
// qrLoginCheck (api.md) and the phone's /api/ext/v1/qr/* (an extension, docs/decisions.md, "Accounts and sign-in"). A refusal in
// the graph is produced the way it happens to people: a code nobody holds (scan), or a code someone else's phone
// used first (confirm, cancel). Moves without a call check that the desktop's code did not change.
import type { GraphEvent } from '../../src/machines/paths';
import { NotPlayable, signIn, type Accounts, type Answer, type Player, type Transport } from './playerBase';
import { z } from 'zod';

const ok = (answer: Answer) => String(answer.hwcode) === '0';

export function qrConfirmPlayer(t: Transport, a: Accounts): Player {
  let phone = '';
  let other = '';
  let qrToken = '';
  let machineState = 'entering';
  const desktop = async () => {
    const answer = await t.call('POST', '/api/user/qrLoginCheck', { qrToken });
    return ok(answer) ? z.object({ state: z.string() }).parse(answer.hwdata).state : `hwcode ${String(answer.hwcode)}`;
  };
  const freshCode = async () => {
    const answer = await t.call('POST', '/api/user/getQrToken', {});
    if (!ok(answer)) throw new Error(`getQrToken answered hwcode ${String(answer.hwcode)}`);
    qrToken = z.object({ qrToken: z.string() }).parse(answer.hwdata).qrToken;
  };
  const ext = (step: 'scan' | 'confirm' | 'cancel', token: string, code = qrToken) => t.call('POST', `/api/ext/v1/qr/${step}`, { qrToken: code }, token);
  /** The desktop must show `expected`; the machine's state is returned when it does, what it shows otherwise. */
  const expect = async (expected: string, next: string) => {
    const shown = await desktop();
    if (shown !== expected) return { desktop: shown, expected };
    machineState = next;
    return next;
  };

  const moves: Record<string, (event: GraphEvent) => Promise<unknown>> = {
    SUBMIT: () => expect('waiting', 'scanning'),
    'xstate.done.actor.scan': async () => {
      const answer = await ext('scan', phone);
      return ok(answer) ? expect('scanned', 'asking') : { hwcode: answer.hwcode };
    },
    'xstate.error.actor.scan': async () => {
      // A code this cloud never issued: refused, and the phone is back at entering the code.
      const answer = await ext('scan', phone, `${qrToken.slice(0, -4)}zzzz`);
      return ok(answer) ? { hwcode: 0, expected: 'a refusal' } : expect('waiting', 'entering');
    },
    CONFIRM: () => expect('scanned', 'confirming'),
    CANCEL: () => expect('scanned', 'cancelling'),
    'xstate.done.actor.confirm': async () => {
      const answer = await ext('confirm', phone);
      return ok(answer) ? expect('confirmed', 'confirmed') : { hwcode: answer.hwcode };
    },
    'xstate.done.actor.cancel': async () => {
      const answer = await ext('cancel', phone);
      return ok(answer) ? expect('waiting', 'cancelled') : { hwcode: answer.hwcode };
    },
    'xstate.error.actor.confirm': () => usedElsewhere('confirm'),
    'xstate.error.actor.cancel': () => usedElsewhere('cancel'),
    AGAIN: async () => {
      await freshCode();
      return expect('waiting', 'entering');
    },
  };
  /** Another phone takes the code over and confirms it first; this phone's decision must then be refused. */
  const usedElsewhere = async (step: 'confirm' | 'cancel') => {
    await ext('cancel', phone);
    if (!ok(await ext('scan', other)) || !ok(await ext('confirm', other))) return { expected: 'the other phone to confirm' };
    const answer = await ext(step, phone);
    return ok(answer) ? { hwcode: 0, expected: 'a refusal' } : expect('confirmed', 'failed');
  };

  return {
    async start() {
      phone = await signIn(t, a, a.akey);
      other = await signIn(t, a, a.bkey);
      await freshCode();
      machineState = 'entering';
    },
    async play(event) {
      const move = moves[event.type];
      if (!move) throw new NotPlayable(`no HTTP call plays ${event.type} (in ${machineState})`);
      return move(event);
    },
  };
}
