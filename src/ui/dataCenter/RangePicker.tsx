import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_MAX_DAYS } from '../../domain/wire/dataCenter';
import { localDayKey } from '../../domain/time';
import { checkRange, presetRange, type Preset, type RangeChoice } from './range';

const PRESETS: Array<Exclude<Preset, 'custom'>> = ['today', 'week', 'month'];

export function RangePicker({ value, onChange }: { value: RangeChoice; onChange(next: RangeChoice): void }) {
  const { t } = useTranslation('dataCenter');
  const id = useId();
  const check = checkRange(value);
  const today = localDayKey(new Date());
  return (
    <fieldset className="dc-range" data-testid="dc-range">
      <legend>{t('range.legend')}</legend>
      <div className="dc-presets" role="group" aria-label={t('range.presets')}>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`dc-preset${value.preset === preset ? ' is-current' : ''}`}
            aria-pressed={value.preset === preset}
            data-testid={`dc-preset-${preset}`}
            onClick={() => onChange(presetRange(preset))}
          >
            {t(`range.${preset}`)}
          </button>
        ))}
      </div>
      <label htmlFor={`${id}-from`}>{t('range.from')}</label>
      <input id={`${id}-from`} type="date" data-testid="dc-from" max={today} value={value.from} onChange={(e) => onChange({ ...value, preset: 'custom', from: e.target.value })} />
      <label htmlFor={`${id}-to`}>{t('range.to')}</label>
      <input id={`${id}-to`} type="date" data-testid="dc-to" max={today} value={value.to} onChange={(e) => onChange({ ...value, preset: 'custom', to: e.target.value })} />
      {check.ok ? null : (
        <p className="dc-range-error" role="alert" data-testid="dc-range-error">
          {t(`range.error.${check.error}`, { max: HISTORY_MAX_DAYS })}
        </p>
      )}
    </fieldset>
  );
}
