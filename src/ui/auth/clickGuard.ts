// Double clicks on a submit button must send one request (product.md section 9: click-guard delay 2 s).
import { CLICK_GUARD_MS } from '../../domain/constants';

export interface ClickGuard {
  /** True when the click may act; a click within `ms` of the last accepted one is swallowed. */
  tryEnter(): boolean;
}

export function createClickGuard(now: () => number, ms: number = CLICK_GUARD_MS): ClickGuard {
  let last = -Infinity;
  return {
    tryEnter() {
      const t = now();
      if (t - last < ms) return false;
      last = t;
      return true;
    },
  };
}
