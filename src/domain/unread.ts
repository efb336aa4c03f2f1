import { UNREAD_BADGE_CAP } from './constants';

/**
 * Unread counts come from the server and from arithmetic on realtime pushes; either may be
 * fractional, negative or not a number at all, and the badge must still show a sane count.
 */
export function clampUnread(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.max(0, Math.trunc(n));
}

/** The badge shows nothing for 0 and caps at `99+` (product.md section 9). */
export function badgeText(n: number): string {
  const count = clampUnread(n);
  if (count === 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
