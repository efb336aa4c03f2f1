import { useTranslation } from 'react-i18next';
import { ALL_GROUP, type EnterpriseGroup } from '../../domain/wire/enterpriseDevices';

/** The enterprise lists' group filter: all groups, or one with its count of devices. */
export function EnterpriseGroupFilter({ groups, value, onChange }: { groups: readonly EnterpriseGroup[]; value: string; onChange(groupId: string): void }) {
  const { t } = useTranslation('enterprise');
  return (
    <label className="device-group-filter">
      <span className="visually-hidden">{t('group.label')}</span>
      <select className="p-inputtext p-component device-select" data-testid="group-filter" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL_GROUP}>{t('group.all')}</option>
        {groups.map((group) => (
          <option key={group.groupId} value={group.groupId}>
            {t('group.option', { name: group.name, count: group.count })}
          </option>
        ))}
      </select>
    </label>
  );
}
