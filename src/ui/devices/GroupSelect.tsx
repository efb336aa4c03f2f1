import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import type { UserGroupItem } from '../../transport/api/groups';
import './deviceParts.css';

/** A native select of the user's groups, ALL first (keyboard and screen readers for free). */
export function GroupSelect(props: {
  id: string;
  value: string;
  groups: readonly UserGroupItem[];
  onChange(groupId: string): void;
  allLabel?: string;
  testId?: string;
}) {
  const { t } = useTranslation('devices');
  return (
    <select
      id={props.id}
      className="p-inputtext p-component device-select"
      data-testid={props.testId ?? props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value={DEFAULT_GROUP}>{props.allLabel ?? t('groups.all')}</option>
      {props.groups.map((group) => (
        <option key={group.id} value={group.id}>
          {group.name}
        </option>
      ))}
    </select>
  );
}
