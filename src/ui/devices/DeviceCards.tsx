// A device as a card of the device lists' card view (the kit's DataTable with `view="cards"`).
import { useMemo, type ReactNode } from 'react';
import type { IconMatcher } from '../../domain/machineIcon';
import type { CardView } from '../kit/DataTable';
import type { DeviceRow } from './deviceRows';
import { DeviceIcon, DeviceName, OnlineState, RoleTag, useBadgeLabels } from './DeviceBadges';

const CARD_MIN_WIDTH = 240;
// Head, alias, code and the state row with its visit button, each on its own line without clipping.
const CARD_LINE_HEIGHT = 156;

interface Options {
  iconFor?: IconMatcher;
  /** Absent while no detail panel exists: the name is then plain text. */
  onOpen?(row: DeviceRow): void;
  actions?(row: DeviceRow): ReactNode;
}

/** The card view's settings for the kit's DataTable, the same object while the options are the same. */
export function useDeviceCards({ iconFor, onOpen, actions }: Options): CardView<DeviceRow> {
  const labels = useBadgeLabels();
  return useMemo(
    () => ({
      lineHeight: CARD_LINE_HEIGHT,
      minWidth: CARD_MIN_WIDTH,
      testId: 'device-card',
      className: 'device-card',
      render: (row: DeviceRow) => (
        <>
          <span className="device-card-head">
            {iconFor ? <DeviceIcon icon={iconFor(row.code)} /> : null}
            <strong className="device-card-name">
              <DeviceName name={row.name} onOpen={onOpen ? () => onOpen(row) : undefined} />
            </strong>
          </span>
          {row.alias ? <span className="device-card-alias">{row.alias}</span> : null}
          <code className="device-card-code">{row.code}</code>
          <span className="device-card-meta">
            <OnlineState online={row.online} labels={labels} />
            <RoleTag role={row.role} labels={labels} />
            {actions ? actions(row) : null}
          </span>
        </>
      ),
    }),
    [iconFor, onOpen, actions, labels],
  );
}
