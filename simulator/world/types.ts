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
  /** The user's own groups (UserGroup.id) holding this device; the default group ALL holds every device. */
  groupIds: string[];
  /** Visitors (limit 0 or 1): -1 forever, 0 invalid (zeroed or expired), otherwise the end in seconds. */
  visitTime: number;
  /** Id of the visit-time record (admin/zeroVisitTime visitAlidTimeID, visit/time calls). */
  visitTimeId: number;
  /** Access limit of the device for this user (limitReadSet / limitAlarmSet). */
  access: AccessLimit;
};

/** product.md section 6: read only, read and write, no alarm. */
export type AccessLimit = 'readOnly' | 'readWrite' | 'noAlarm';

/** A user's device group (GET/POST/PUT/DELETE /api/device/v1/userGroup). */
export type UserGroup = { id: string; userId: number; name: string; createdAt: number };

/** A user a device's owner or admins put on the blacklist: they can never apply to it again. */
export type BlacklistEntry = { machineId: number; userId: number; since: number };

export type ApplicationKind = 'bind' | 'visit' | 'bindBkey';

/** product.md section 4: the states of a bind or visit application. */
export type AuditState = 'unaudited' | 'akeyPassed' | 'bkeyPassed' | 'akeyRefused' | 'bkeyRefused' | 'allPassed';

export type AuditAnswer = { userId: number; role: 'akey' | 'bkey'; verdict: 'pass' | 'refuse'; at: number };

/** A bind, visit or bind-Bkey application (audit/addBind, audit/addVisit) and its answers. */
export type Application = {
  id: number;
  kind: ApplicationKind;
  machineId: number;
  applicantId: number;
  message: string;
  remarks: string;
  terminalID: string;
  terminalName: string;
  createdAt: number;
  state: AuditState;
  answers: AuditAnswer[];
  /** Granted access in minutes (-1 forever) once passed. */
  durationMinutes?: number;
};

/** Message-centre types: the realtime message types plus the mass text. */
export type SimMessageType = 'deviceAlarm' | 'deviceVoice' | 'deviceBind' | 'deviceVisit' | 'projectAlarm' | 'massTexting' | 'system';

/** A message in a user's message centre (POST /api/msg/v1/page). */
export type SimMessage = {
  id: number;
  userId: number;
  type: SimMessageType;
  title: string;
  content: string;
  machineId?: number;
  deviceCode?: string;
  applicationId?: number;
  /** Bind and visit requests: the parts the console builds its title from. */
  request?: { kind: 'bind' | 'visit' | 'bindBkey'; applicant: string; machineName: string };
  createdAt: number;
  state: 'unread' | 'read' | 'expired';
};

/** A device alarm (GET/PUT /api/v1/devices/alarms, machine/confirmMacAlarm). */
export type SimAlarm = {
  id: number;
  machineId: number;
  deviceCode: string;
  /** 1 info, 2 warning, 3 critical. */
  level: 1 | 2 | 3;
  content: string;
  voice: boolean;
  raisedAt: number;
  state: 'active' | 'confirmed' | 'recovered';
  confirmedBy?: number;
  confirmedAt?: number;
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
  /** Wrong tries so far; the limit's last one spends the code (`burntAt`) and a new one must be sent. */
  wrongTries?: number;
  burntAt?: number;
};

export type QrLogin = {
  qrToken: string;
  createdAt: number;
  expiresAt: number;
  scannedAt?: number;
  /** The phone user who scanned it through the phone console (the control API's scan names nobody). */
  scannedBy?: number;
  confirmedBy?: number;
  /** The computer that asked for the code, shown on the phone before it confirms. */
  ip?: string;
  userAgent?: string;
  /** The session issued when the console collected the confirmed login. */
  token?: string;
  /** When the first successful qrLoginCheck collected the login: the code is single-use and is dead from then on. */
  spentAt?: number;
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
  groups: UserGroup[];
  blacklist: BlacklistEntry[];
  applications: Application[];
  messages: SimMessage[];
  alarms: SimAlarm[];
  /** One counter for every other record id (groups, applications, messages, alarms, visit times). */
  nextId: number;
};
