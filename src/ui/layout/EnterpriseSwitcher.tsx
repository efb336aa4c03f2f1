import { useTranslation } from 'react-i18next';
import type { EnterpriseMode } from './useEnterpriseMode';

interface Props {
  mode: EnterpriseMode;
  onPersonal(): void;
  onEnterprise(): void;
}

/** Personal view or one of the user's enterprises; a fixed label when the user has none. */
export function EnterpriseSwitcher({ mode, onPersonal, onEnterprise }: Props) {
  const { t } = useTranslation('layout');
  if (mode.enterprises.length === 0) {
    return (
      <span className="enterprise-switcher" data-testid="enterprise-switcher">
        <i className="pi pi-cloud" aria-hidden="true" /> {t('enterprise.cloudDevices')}
      </span>
    );
  }
  const choose = (value: string) => {
    const enterprise = mode.enterprises.find((e) => String(e.eid) === value);
    mode.choose(enterprise ?? null);
    if (enterprise) onEnterprise();
    else onPersonal();
  };
  return (
    <label className="enterprise-switcher">
      <span className="visually-hidden">{t('enterprise.label')}</span>
      <select data-testid="enterprise-switcher" value={String(mode.eid)} onChange={(e) => choose(e.target.value)}>
        <option value="0">{t('enterprise.personal')}</option>
        {mode.enterprises.map((enterprise) => (
          <option key={enterprise.eid} value={String(enterprise.eid)}>
            {enterprise.name}
          </option>
        ))}
      </select>
    </label>
  );
}
