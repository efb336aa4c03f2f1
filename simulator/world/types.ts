import type { Machine } from '../../src/domain/wire/machine';

// The simulated cloud's state. Field names of wire objects follow the spec (product.md section 3);
// the rest is the simulator's own bookkeeping.

/** limit_authority per user per device: 3 owner (Akey), 2 admin (Bkey), 1 or 0 visitor. */
export type LimitAuthority = 0 | 1 | 2 | 3;

export type SimUser = {
  id: number;
  name: string;
  /** '' when the user registered by e-mail. */
  phone: string;
  countryCode: string;
  /** '' when the user registered by phone. */
  email: string;
  /** A plain account name (login by account); '' when none. */
  account: string;
  password: string;
  hideMap: 0 | 1;
  oemid: string;
  registeredAt: number;
};

export type Enterprise = {
  eid: number;
  name: string;
  enableProject: 0 | 1;
  platformName: string;
  applyLogoUrl: string;
  memberIds: number[];
};

/** The wire device (src/domain/wire/machine.ts) less the per-caller fields, plus what only the cloud knows. */
export type Device = Omit<Machine, 'state' | 'limit_authority' | 'registtime'> & {
  password: string;
  online: boolean;
  /** Seconds since the epoch; the wire carries it formatted. */
  registtime: number;
};

export type Membership = {
  userId: number;
  machineId: number;
  limitAuthority: LimitAuthority;
  /** When the user got the device (ms); lists show the newest first. */
  since: number;
};

export type Session = {
  token: string;
  userId: number;
  terminalUUID: string;
  terminalName: string;
  terminalOS: string;
  terminalType: string;
  loginIp: string;
  loginTime: number;
  expiresAt: number;
  /** Set by logout or by the control API; the token answers 113 from then on. */
  endedAt?: number;
};

export type CodeChannel = 'sms' | 'email';

export type VerificationCode = {
  channel: CodeChannel;
  /** Normalised target: the bare phone number or the lower-cased e-mail. */
  target: string;
  countryCode: string;
  code: string;
  purpose: string;
  sentAt: number;
  expiresAt: number;
  verifiedAt?: number;
  /** A verified code is spent by the one action it unlocks (registration, password reset). */
  usedAt?: number;
};

export type QrLogin = {
  qrToken: string;
  createdAt: number;
  expiresAt: number;
  scannedAt?: number;
  confirmedBy?: number;
  /** The session issued when the console collected the confirmed login. */
  token?: string;
};

export type World = {
  seed: number;
  users: SimUser[];
  enterprises: Enterprise[];
  devices: Device[];
  memberships: Membership[];
  sessions: Map<string, Session>;
  codes: VerificationCode[];
  qrLogins: Map<string, QrLogin>;
  nextUserId: number;
  nextMachineId: number;
};
