import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import './deviceParts.css';

/** The search box of a device list (name, alias or machine code). */
export function DeviceSearch({ value, onChange }: { value: string; onChange(query: string): void }) {
  const { t } = useTranslation('devices');
  return (
    <span className="device-search">
      <label htmlFor="device-search" className="visually-hidden">
        {t('search.label')}
      </label>
      <InputText
        id="device-search"
        data-testid="device-search"
        type="search"
        value={value}
        placeholder={t('search.placeholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
