import { useCallback, useEffect, useState } from 'react';
import { CLICK_GUARD_MS } from '../../domain/constants';
import { createClickGuard } from './clickGuard';
import { secondsLeft } from './countdown';

export interface GuardState {
  /** True when an action may go out now; it starts the guard period. */
  enter(): boolean;
  /**
   * Whole seconds until the guard lets the next action through (0 when it would). A guarded button shows them
   * and stays disabled meanwhile, so a quick second press is never swallowed without a word.
   */
  waitSeconds: number;
}

/**
 * Call `enter()` only once the form is valid, so that a click rejected by validation never locks the button for
 * the guard period.
 */
export function useClickGuard(ms: number = CLICK_GUARD_MS): GuardState {
  const [guard] = useState(() => createClickGuard(() => Date.now(), ms));
  const [enteredAt, setEnteredAt] = useState<number | undefined>();
  const [now, setNow] = useState(() => Date.now());

  const enter = useCallback(() => {
    if (!guard.tryEnter()) return false;
    const at = Date.now();
    setEnteredAt(at);
    setNow(at);
    return true;
  }, [guard]);

  const waitSeconds = enteredAt === undefined ? 0 : secondsLeft(enteredAt, now, ms / 1000);

  // One tick a quarter second while waiting, reading the clock so a throttled tab still ends on time.
  useEffect(() => {
    if (waitSeconds === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [waitSeconds]);

  return { enter, waitSeconds };
}
