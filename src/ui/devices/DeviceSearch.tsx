import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../common/controls/TextInput';
import { useQueryText, type QueryStore } from './searchQuery';
import './deviceParts.css';

/**
 * The search box of a device list (name, alias or machine code). A native input in the theme's look: PrimeReact's
 * InputText did per-render prop merging on every keystroke of the list.
 */
const DeviceSearch = memo(function DeviceSearch({ value, onChange }: { value: string; onChange(query: string): void }) {
  const { t } = useTranslation('devices');
  return (
    <span className="device-search">
      <label htmlFor="device-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <TextInput
        id="device-search"
        data-testid="device-search"
        type="search"
        value={value}
        className={value ? 'p-filled' : undefined}
        placeholder={t('search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
});

/** The search box bound to a list's query store: a keystroke renders this box, not the page holding it. */
export function DeviceSearchBox({ store }: { store: QueryStore }) {
  return <DeviceSearch value={useQueryText(store)} onChange={store.set} />;
}
