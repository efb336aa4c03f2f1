// The one rule for a range of days a person picks, asked by the alarm centre and the data centre alike (docs/decisions.md, "Console"):
// the first day not after the last, and no day after today (days to come hold no alarms nor history, so such a
// range could only answer "nothing"). Either end may be open where the screen allows it ('').
import { localDayKey } from './time';

export type DayRangeRefusal = 'inverted' | 'future';

/** Why the range of 'yyyy-mm-dd' days is refused, or undefined when it is taken. */
export function dayRangeRefusal(from: string, to: string, today: Date = new Date()): DayRangeRefusal | undefined {
  if (from && to && from > to) return 'inverted';
  const last = localDayKey(today);
  if ((from && from > last) || (to && to > last)) return 'future';
  return undefined;
}
