import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';
import type { UserGroupItem } from '../../transport/api/groups';
import type { DeviceRow } from './deviceRows';
import { GroupSelect } from './GroupSelect';
import { DeviceCount, DeviceSearchBox } from './DeviceSearch';
import type { QueryStore } from './searchQuery';

export type DeviceView = 'list' | 'cards';
/** The view toggle's buttons, in order, with their icons. */
const VIEWS: ReadonlyArray<readonly [DeviceView, string]> = [
  ['list', 'pi pi-list'],
  ['cards', 'pi pi-th-large'],
];
/** The personal list's dialogs, one open at a time. */
export type PersonalDialog = 'none' | 'add' | 'groups' | 'move';

interface Props {
  titleId: string;
  search: QueryStore;
  /** The rows of the chosen group, counted once loaded. */
  rows: readonly DeviceRow[] | undefined;
  groupId: string;
  groups: readonly UserGroupItem[];
  onGroup(groupId: string): void;
  view: DeviceView;
  onView(view: DeviceView): void;
  selected: number;
  onOpen(dialog: PersonalDialog): void;
}

/** The personal list's title, count, group filter, search box, view toggle and the buttons opening its dialogs. */
export function PersonalDeviceToolbar({ titleId, search, rows, groupId, groups, onGroup, view, onView, selected, onOpen }: Props) {
  const { t } = useTranslation('devices');
  return (
    <div className="device-toolbar">
      <h1 id={titleId}>{t('title')}</h1>
      {rows ? <DeviceCount search={search} rows={rows} /> : null}
      <span className="toolbar-spacer" />
      <label htmlFor="device-group" className="visually-hidden">
        {t('groups.filter')}
      </label>
      <GroupSelect id="device-group" testId="device-group-filter" value={groupId} groups={groups} onChange={onGroup} />
      <DeviceSearchBox store={search} />
      <div className="view-toggle" role="group" aria-label={t('view.label')}>
        {VIEWS.map(([each, icon]) => (
          <ActionButton
            key={each}
            iconOnly
            icon={icon}
            data-testid={`view-${each}`}
            label={t(`view.${each}`)}
            aria-pressed={view === each}
            outlined={view !== each}
            onClick={() => onView(each)}
          />
        ))}
      </div>
      {view === 'list' && selected > 0 ? (
        <ActionButton icon="pi pi-folder-open" label={t('move.open', { count: selected })} outlined data-testid="move-open" onClick={() => onOpen('move')} />
      ) : null}
      <ActionButton icon="pi pi-folder" label={t('groups.manage')} outlined data-testid="groups-open" onClick={() => onOpen('groups')} />
      <ActionButton icon="pi pi-plus" label={t('add.open')} data-testid="add-open" onClick={() => onOpen('add')} />
    </div>
  );
}
