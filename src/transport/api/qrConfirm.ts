// The phone's side of a desktop QR sign-in, an extension of the API (docs/decisions.md, "Accounts and sign-in: the phone's side of
// QR sign-in"). Quiet: the phone console explains each refusal on its own screen.
import type { Http, Result } from '../http';
import type { QrDecisionAnswer, QrDecisionPayload, QrScanAnswer } from '../../domain/wire/qrConfirm';

export type { QrDecisionAnswer, QrDecisionPayload, QrScanAnswer };

/** POST /api/ext/v1/qr/scan {qrToken} → which computer asks; the desktop shows "scanned". */
export function scanDesktopQr(http: Http, payload: QrDecisionPayload): Promise<Result<QrScanAnswer>> {
  return http.call<QrScanAnswer>({ path: '/api/ext/v1/qr/scan', body: { ...payload }, quiet: true });
}

/** POST /api/ext/v1/qr/confirm {qrToken}: the desktop's next qrLoginCheck signs in as this user. */
export function confirmDesktopQr(http: Http, payload: QrDecisionPayload): Promise<Result<QrDecisionAnswer>> {
  return http.call<QrDecisionAnswer>({ path: '/api/ext/v1/qr/confirm', body: { ...payload }, quiet: true });
}

/** POST /api/ext/v1/qr/cancel {qrToken}: the code goes back to waiting on the desktop. */
export function cancelDesktopQr(http: Http, payload: QrDecisionPayload): Promise<Result<QrDecisionAnswer>> {
  return http.call<QrDecisionAnswer>({ path: '/api/ext/v1/qr/cancel', body: { ...payload }, quiet: true });
}
