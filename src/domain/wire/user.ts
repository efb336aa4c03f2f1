// The user calls' payloads and answers (api.md section 7, User): the wire contract the console sends and the
// simulator answers.

export interface LoginPayload {
  /** Phone, e-mail or account name. */
  loginName: string;
  loginPwd: string;
  terminalUUID: string;
  countryCode: string;
  terminalType: string;
  terminalName: string;
  terminalOS: string;
  loginOemId: string;
}

export interface LoginResult {
  token: string;
  userid: number;
  phone: string;
  email: string;
}

export interface LogoutPayload {
  token: string;
}

export type RegisterPayload = { password: string; name: string; oemid: string; hideMap: 0 | 1 } & (
  | { phone: string; countryCode: string }
  | { email: string }
);

export interface UserInfo {
  /** 1 hides the map menu entry. */
  hide_map: 0 | 1;
  name: string;
  phone: string;
  email: string;
  countryCode: string;
  /** 1 when the phone is verified. */
  phone_state: 0 | 1;
  /** 1 when the e-mail is verified. */
  email_state: 0 | 1;
}

export interface QrToken {
  qrToken: string;
}

export interface QrLoginCheckPayload {
  qrToken: string;
}

/** The QR code moves waiting → scanned → confirmed (with the login result) or expired. */
export type QrLoginCheck =
  | { state: 'waiting' | 'scanned' | 'expired' }
  | ({ state: 'confirmed' } & LoginResult);

export type AccountQuery = { phone: string; countryCode: string } | { email: string };

export type ResetPasswordPayload = { password: string } & AccountQuery;
