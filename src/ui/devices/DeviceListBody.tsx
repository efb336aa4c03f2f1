// The table (or the cards) of a device list's rows that match the search: what a search keystroke renders besides
// the box and the count. One component for the personal and the enterprise lists, so both say "no match" alike.
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../domain/constants';
import type { IconMatcher } from '../../domain/machineIcon';
import { DeviceTable } from './DeviceTable';
import type { DeviceRow } from './deviceRows';
import { useQueryText, type QueryStore } from './searchQuery';

interface Props {
  search: QueryStore;
  /** The rows of the chosen group, before the search. */
  rows: readonly DeviceRow[];
  /** What the list says when it has no row before any search (no device, an empty group); else "no match". */
  emptyList: string | undefined;
  lang: Language;
  onOpen(row: DeviceRow): void;
  actions(row: DeviceRow): ReactNode;
  view?: 'table' | 'cards';
  iconFor?: IconMatcher;
  selection?: readonly DeviceRow[];
  onSelectionChange?(rows: DeviceRow[]): void;
}

export const DeviceListBody = memo(function DeviceListBody({ search, rows, emptyList, lang, onOpen, actions, view, iconFor, selection, onSelectionChange }: Props) {
  const { t } = useTranslation('devices');
  const query = useQueryText(search);
  const visible = search.filter(rows);
  // Translated only when shown: a keystroke that leaves rows to show interpolates nothing.
  const emptyMessage = visible.length > 0 ? '' : (emptyList ?? t('noMatch', { query: query.trim() }));
  return (
    <DeviceTable
      rows={visible}
      lang={lang}
      emptyMessage={emptyMessage}
      view={view}
      iconFor={iconFor}
      selection={selection}
      onSelectionChange={onSelectionChange}
      onOpen={onOpen}
      actions={actions}
    />
  );
});
