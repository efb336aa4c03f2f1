// The accounts every seeded world contains, whatever the seed: the README and the start banner name them.

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = {
  /** Personal user, no enterprise; owner, admin and visitor of personal devices, online and offline. */
  personal: { userId: 1001, phone: '13800138000', countryCode: '86', password: DEMO_PASSWORD },
  /** Member of two enterprises (the first with enableProject=1), with personal devices too. */
  enterprise: { userId: 1002, email: 'ent@example.com', password: DEMO_PASSWORD },
  /** Login by plain account name. */
  account: { userId: 1003, account: 'factory01', password: DEMO_PASSWORD },
} as const;

export const DEMO_ENTERPRISES = {
  withProjects: 201,
  withoutProjects: 202,
} as const;
