// The data centre's day range: presets counted back from today, or two chosen days; the end day runs to 23:59:59
// (dayRange). A range longer than the history call answers is refused before any call.
import { dayRangeRefusal } from '../../domain/dayRangeRule';
import { dayRange, localDayKey } from '../../domain/time';
import { HISTORY_MAX_DAYS } from '../../domain/wire/dataCenter';

export type Preset = 'today' | 'week' | 'month' | 'custom';

export interface RangeChoice {
  preset: Preset;
  /** 'yyyy-mm-dd' */
  from: string;
  to: string;
}


const PRESET_DAYS: Record<Exclude<Preset, 'custom'>, number> = { today: 1, week: 7, month: 30 };

export function presetRange(preset: Exclude<Preset, 'custom'>, today = new Date()): RangeChoice {
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (PRESET_DAYS[preset] - 1));
  return { preset, from: localDayKey(from), to: localDayKey(today) };
}

export type RangeCheck = { ok: true; start: number; end: number } | { ok: false; error: 'missing' | 'inverted' | 'tooLong' | 'future' };

/** A range must end today at the latest: days to come hold no history and would read as 0 % availability. */
export function checkRange(choice: RangeChoice, today = new Date()): RangeCheck {
  if (!choice.from || !choice.to) return { ok: false, error: 'missing' };
  let range: { start: number; end: number };
  try {
    range = dayRange(choice.from, choice.to);
  } catch {
    return { ok: false, error: 'missing' };
  }
  const refusal = dayRangeRefusal(choice.from, choice.to, today);
  if (refusal) return { ok: false, error: refusal };
  if (range.end - range.start > HISTORY_MAX_DAYS * 86_400) return { ok: false, error: 'tooLong' };
  return { ok: true, ...range };
}
