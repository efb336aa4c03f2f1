import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { useQueryText, type QueryStore } from './searchQuery';
import type { DeviceRow } from './deviceRows';
import './deviceParts.css';

/**
 * The search box of a device list (name, alias or machine code). A native input in the theme's look: PrimeReact's
 * InputText did per-render prop merging on every keystroke of the list.
 */
const DeviceSearch = memo(function DeviceSearch({ value, onChange }: { value: string; onChange(query: string): void }) {
  const { t } = useTranslation('devices');
  // Translated once per language, not on each keystroke.
  const texts = useMemo(() => ({ label: t('search.label'), placeholder: t('search.placeholder') }), [t]);
  return (
    <span className="device-search">
      <label htmlFor="device-search" className="visually-hidden">
        {texts.label}
      </label>
      <TextInput
        id="device-search"
        data-testid="device-search"
        type="search"
        value={value}
        className={value ? 'p-filled' : undefined}
        placeholder={texts.placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
});

/** The search box bound to a list's query store: a keystroke renders this box, not the page holding it. */
export function DeviceSearchBox({ store }: { store: QueryStore }) {
  return <DeviceSearch value={useQueryText(store)} onChange={store.set} />;
}

/** "N devices" for a count, each count translated once per language (a keystroke's count is often one seen before). */
function useDeviceCountText(): (count: number) => string {
  const { t } = useTranslation('devices');
  return useMemo(() => {
    const texts = new Map<number, string>();
    return (count: number) => {
      let text = texts.get(count);
      if (text === undefined) {
        text = t('count', { count });
        texts.set(count, text);
      }
      return text;
    };
  }, [t]);
}

/** "N devices": the rows of the group matching the search; a keystroke renders this count, not the page. */
export const DeviceCount = memo(function DeviceCount({ search, rows }: { search: QueryStore; rows: readonly DeviceRow[] }) {
  const countText = useDeviceCountText();
  useQueryText(search);
  return (
    <span className="device-count" data-testid="device-count">
      {countText(search.filter(rows).length)}
    </span>
  );
});
