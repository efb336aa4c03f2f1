// Times travel as unix seconds; the console shows and chooses them in the browser's local time.

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** 'yyyy-mm-dd' of a Date or a unix second, in local time: the day the day-range helper counts it in. */
export function localDayKey(day: Date | number): string {
  const d = typeof day === 'number' ? new Date(day * 1000) : day;
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'yyyy-mm-dd HH:MM:ss' in local time; '' when the server sent no usable time. */
export function formatUnixTime(seconds: number | string | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds === '') return '';
  const value = Number(seconds);
  // Stryker disable next-line ConditionalExpression: equivalent, a time that is not finite makes an invalid Date, refused below
  if (!Number.isFinite(value)) return '';
  const d = new Date(value * 1000);
  if (Number.isNaN(d.getTime())) return '';
  return `${localDayKey(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** A local calendar day: a Date (its local date is used) or 'yyyy-mm-dd'. */
export type Day = Date | string;

function localDay(day: Day): { y: number; m: number; d: number } {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new RangeError('Invalid date');
    return { y: day.getFullYear(), m: day.getMonth(), d: day.getDate() };
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`Expected yyyy-mm-dd, got "${day}"`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const check = new Date(y, m - 1, d);
  // new Date rolls 2026-02-30 over to March; a day that does not exist is a caller error, not a range.
  // Stryker disable next-line ConditionalExpression: equivalent for the month or the date alone, a day past a month's end changes both
  if (check.getFullYear() !== y || check.getMonth() !== m - 1 || check.getDate() !== d) {
    throw new RangeError(`No such day "${day}"`);
  }
  return { y, m: m - 1, d };
}

/**
 * Unix seconds from 00:00:00 of the start day to 23:59:59 of the end day, both local, as the list filters send
 * them. The ends are taken as given: a start after the end yields an empty range the server answers with nothing.
 */
export function dayRange(startDay: Day, endDay: Day): { start: number; end: number } {
  const s = localDay(startDay);
  const e = localDay(endDay);
  const start = new Date(s.y, s.m, s.d, 0, 0, 0).getTime() / 1000;
  const end = new Date(e.y, e.m, e.d, 23, 59, 59).getTime() / 1000;
  return { start, end };
}
