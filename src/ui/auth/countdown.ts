// The "send code" button waits a minute before the next code may be asked for.
export const CODE_RESEND_SECONDS = 60;

/** Whole seconds left (0 when done), measured from the clock so a throttled tab still ends on time. */
export function secondsLeft(startedAt: number, now: number, total: number = CODE_RESEND_SECONDS): number {
  const left = Math.ceil(total - (now - startedAt) / 1000);
  return Math.min(total, Math.max(0, left));
}
