// Business constants of product.md section 9 and api.md section 9, each in one place.
// Where the two documents give two readings, the choice is explained in docs/decisions.md.

export const REQUEST_TIMEOUT_MS = 15_000;
export const HEARTBEAT_MS = 15_000;
export const RECONNECT_DELAY_MS = 5_000;
/** Up to this much random delay on top of RECONNECT_DELAY_MS, so consoles do not return in lockstep after an outage. */
export const RECONNECT_JITTER_MS = 1_000;
export const CLICK_GUARD_MS = 2_000;

/** Token cookie lifetime: 30 days (the login flow's reading; see decisions.md). */
export const TOKEN_COOKIE_DAYS = 30;
/** Lifetime of every other cookie (language and the like). */
export const DEFAULT_COOKIE_DAYS = 60;

export const TOAST_MS = 3_000;
export const UNREAD_DEBOUNCE_MS = 200;
export const UNREAD_BADGE_CAP = 99;
/** After a 113 hwcode or HTTP 401 the notice stays this long before logout. */
export const LOGOUT_DELAY_MS = 1_000;
/** SMS calls log out a little later (api.md section 8). */
export const SMS_LOGOUT_DELAY_MS = 1_200;
export const TITLE_DELAY_MS = 1_000;
/** Local success and error state codes clear after this long. */
export const STATE_CODE_CLEAR_MS = 1_000;

/** The login page asks the cloud this often whether a QR code was confirmed; the cloud never evicts a younger code. */
export const QR_POLL_MS = 2_000;

/**
 * Machine codes one POST /api/machine/machineStates may name: the simulator refuses more (400), and the console
 * asks for its pending applications in slices of this size (docs/decisions.md, "Security": one call of 20,000 codes held the server).
 */
export const MACHINE_STATES_MAX = 200;

/** Repeat bind or visit requests are blocked this long (the 1-minute reading; see decisions.md). */
export const REPEAT_REQUEST_BLOCK_MS = 60_000;
export const LOCATION_REFRESHES_PER_DAY = 5;
/** The spec says the group count is capped without a value; see decisions.md. */
export const GROUP_LIMIT = 20;
export const DEFAULT_GROUP = 'ALL';
export const MIN_VISIT_MINUTES = 10;
/** The spec gives custom visit validity a floor (10 minutes) and a Forever choice but no ceiling; a custom time is
 *  at most a year (docs/decisions.md, "Console": 99,999,999 minutes ran to the year 2217). Longer is what Forever is for. */
export const MAX_VISIT_MINUTES = 366 * 24 * 60;

export const PAGE_SIZE = {
  visitors: 6,
  alarms: 6,
  visitDetails: 6,
  terminals: 15,
  smsLists: 10,
  admins: 500,
  validVisitors: 300,
  devices: 5000,
} as const;

export const PROJECT_DEFAULT_LIMIT_AUTHORITY = 3;
export const REPORT_COUNT_PER_PROJECT_MACHINE = 100_000;

export const STORAGE_VERSION = 'v1.0';
export const MACHINE_ACCESS_PORT = 8000;
export const DEFAULT_COUNTRY_CODE = '86';

export const CLIENT_VERSION = '1.4.2';

/** Machine name must be under 15 characters (the 20 variant is not used; see decisions.md). */
export const MACHINE_NAME_MAX = 14;
export const ALIAS_MAX = 10;
export const REMARK_MAX = 10;
export const VISIT_MESSAGE_MAX = 14;

export const SMS_SINGLE_LIMIT = 70;
export const SMS_SEGMENT_LENGTH = 67;

export const LANGUAGES = ['cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'cn';
