// What the control API accepts: numbers that keep the world usable. A negative count, a clock jump of years or a
// storm of a million alarms a second would not test the console, it would break the simulator (400 with a reason).

export const CONTROL_LIMITS = {
  devices: 100_000,
  worldDevices: 200_000,
  seed: 0xffff_ffff,
  /** One call moves the clock at most a year (several calls still reach further, one step at a time). */
  clockMs: 366 * 24 * 3_600_000,
  flapPerMinute: 60_000,
  stormPerSecond: 1_000,
  stormSeconds: 3_600,
  alarmsPerHour: 3_600,
  /** Alarm and message texts: big enough for the 5 MB fault test of the console, no bigger. */
  textBytes: 6 * 1024 * 1024,
  smsAmount: 1_000_000,
} as const;

export type Checked = { ok: true; value: number } | { ok: false; error: string };

/** A number from `min` to `max` (whole when `integer`); `undefined` input answers `fallback` when one is given. */
export function checkNumber(name: string, raw: unknown, min: number, max: number, options: { integer?: boolean; fallback?: number } = {}): Checked {
  if ((raw === undefined || raw === null || raw === '') && options.fallback !== undefined) return { ok: true, value: options.fallback };
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  const kind = options.integer ? 'a whole number' : 'a number';
  if (!Number.isFinite(value) || (options.integer && !Number.isInteger(value)) || value < min || value > max) {
    return { ok: false, error: `${name} must be ${kind} from ${min} to ${max}` };
  }
  return { ok: true, value };
}

export function checkText(name: string, raw: unknown): Checked & { text?: string } {
  if (typeof raw !== 'string') return { ok: true, value: 0 };
  if (raw.length > CONTROL_LIMITS.textBytes) return { ok: false, error: `${name} must be at most ${CONTROL_LIMITS.textBytes} characters` };
  return { ok: true, value: raw.length };
}
