// The simulator's log (simulator/log.ts, GET /__sim/log) shows the newest 1,000 entries, oldest first, however many
// were added: an alarm storm adds one a push.
import { describe, expect, it } from 'vitest';
import { createLog } from '../../simulator/log';

const filled = (count: number) => {
  const log = createLog(() => 0);
  for (let i = 0; i < count; i += 1) log.add('realtime', `entry ${i}`);
  return log.entries().map((e) => e.text);
};

describe('the log keeps its newest 1,000 entries', () => {
  it.each([1, 999, 1000, 1001, 1999, 2000, 2001, 5432])('after %i entries', (count) => {
    const kept = Math.min(count, 1000);
    expect(filled(count)).toEqual(Array.from({ length: kept }, (_, i) => `entry ${count - kept + i}`));
  });

  it('hands out a copy: changing it changes nothing in the log', () => {
    const log = createLog(() => 0);
    log.add('realtime', 'one');
    log.entries().pop();
    expect(log.entries()).toHaveLength(1);
  });

  it('is empty after clear', () => {
    const log = createLog(() => 0);
    for (let i = 0; i < 1500; i += 1) log.add('realtime', `entry ${i}`);
    log.clear();
    expect(log.entries()).toEqual([]);
  });
});
