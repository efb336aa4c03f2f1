import { useState } from 'react';
import { CLICK_GUARD_MS } from '../../domain/constants';
import { createClickGuard } from './clickGuard';

/**
 * Returns `enter()`: true when an action may go out now. Call it only once the form is valid, so that a
 * click rejected by validation never locks the button for the guard period.
 */
export function useClickGuard(ms: number = CLICK_GUARD_MS): () => boolean {
  const [guard] = useState(() => createClickGuard(() => Date.now(), ms));
  return guard.tryEnter;
}
