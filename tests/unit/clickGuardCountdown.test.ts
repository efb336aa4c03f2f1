import { describe, expect, it } from 'vitest';
import { createClickGuard } from '../../src/ui/auth/clickGuard';
import { secondsLeft } from '../../src/ui/auth/countdown';
import { CLICK_GUARD_MS } from '../../src/domain/constants';

describe('click guard', () => {
  it('lets one click through per guard period', () => {
    let now = 1_000;
    const guard = createClickGuard(() => now);
    expect(guard.tryEnter()).toBe(true);
    now += CLICK_GUARD_MS - 1;
    expect(guard.tryEnter()).toBe(false);
    now += 1;
    expect(guard.tryEnter()).toBe(true);
  });
});

describe('code resend countdown', () => {
  it('starts at 60, counts whole seconds down and stops at 0', () => {
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 1)).toBe(60);
    expect(secondsLeft(0, 1_000)).toBe(59);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 600_000)).toBe(0);
  });

  it('never exceeds the total when the clock goes backwards', () => {
    expect(secondsLeft(10_000, 0)).toBe(60);
  });
});
