import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import type { QrDecisionAnswer, QrScanAnswer } from '../../src/domain/wire/qrConfirm';
import type { Sim } from '../sim';
import { cancelQrBy, confirmQrBy, scanQrBy, type QrRefusal } from '../world/qr';
import type { SimUser } from '../world/types';
import { authed, fail, ok } from './envelope';

// The phone's side of a desktop QR sign-in, an extension of the API (docs/decisions.md, "Accounts and sign-in: the phone's side of
// QR sign-in"): POST /api/ext/v1/qr/scan, /confirm and /cancel {qrToken}, each by the signed-in phone user.
// Rules in simulator/world/qr.ts; the desktop's qrLoginCheck (user.ts) then signs in as the confirming user.

const REFUSALS: Record<QrRefusal, [string, string]> = {
  unknown: [BusinessCode.QrUnknown, 'no computer waits for this QR code'],
  expired: [BusinessCode.QrExpired, 'the QR code has expired'],
  used: [BusinessCode.QrAlreadyUsed, 'the QR code was already confirmed or is being confirmed by another user'],
};

const refuse = (refusal: QrRefusal) => fail(...REFUSALS[refusal]);

/** The name the phone shows for "sign in as …": what the user signs in with, best first. */
const accountOf = (user: SimUser) => user.name || user.account || user.phone || user.email;

export function qrConfirmHandlers(sim: Sim) {
  // The simulator's codes are hexadecimal, where case means nothing: a code typed in capitals from the computer's
  // screen is the same code (docs/decisions.md, "Console"). A cloud whose tokens tell cases apart compares them as they are.
  const tokenOf = (fields: Record<string, string>) => (fields.qrToken ?? '').trim().toLowerCase();
  return [
    http.post(
      '*/api/ext/v1/qr/scan',
      authed(sim, ({ user }, fields) => {
        const done = scanQrBy(sim.world, tokenOf(fields), user.id, sim.clock.now());
        if (!done.ok) return refuse(done.refusal);
        const { qr } = done;
        const answer: QrScanAnswer = {
          state: 'scanned', account: accountOf(user), ip: qr.ip ?? '', userAgent: qr.userAgent ?? '', issuedAt: qr.createdAt, expiresAt: qr.expiresAt,
        };
        return ok(answer);
      }),
    ),
    http.post(
      '*/api/ext/v1/qr/confirm',
      authed(sim, ({ user }, fields) => {
        const done = confirmQrBy(sim.world, tokenOf(fields), user.id, sim.clock.now());
        if (!done.ok) return refuse(done.refusal);
        sim.log.add('qr', `QR sign-in confirmed by user ${user.id} from the phone console`);
        const answer: QrDecisionAnswer = { state: 'confirmed' };
        return ok(answer);
      }),
    ),
    http.post(
      '*/api/ext/v1/qr/cancel',
      authed(sim, ({ user }, fields) => {
        const done = cancelQrBy(sim.world, tokenOf(fields), user.id, sim.clock.now());
        if (!done.ok) return refuse(done.refusal);
        const answer: QrDecisionAnswer = { state: 'waiting' };
        return ok(answer);
      }),
    ),
  ];
}
