import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { IconMatcher } from '../../domain/machineIcon';
import { VirtualScroller } from 'primereact/virtualscroller';
import type { DeviceRow } from './deviceRows';
import { DeviceIcon, DeviceName, OnlineState, RoleTag, useBadgeLabels } from './DeviceBadges';

const CARD_MIN_WIDTH = 240;
// Head, alias, code and the state row with its visit button, each on its own line without clipping.
const CARD_ROW_HEIGHT = 156;

interface Props {
  rows: readonly DeviceRow[];
  emptyMessage: string;
  iconFor?: IconMatcher;
  /** Absent while no detail panel exists: the name is then plain text. */
  onOpen?(row: DeviceRow): void;
  actions?(row: DeviceRow): ReactNode;
}

/** Cards laid out in rows; only the rows in view are mounted, as in the table. */
export function DeviceCards({ rows, emptyMessage, iconFor, onOpen, actions }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(3);
  const labels = useBadgeLabels();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setColumns(Math.max(1, Math.floor(element.clientWidth / CARD_MIN_WIDTH)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const lines = useMemo(() => {
    const out: DeviceRow[][] = [];
    for (let i = 0; i < rows.length; i += columns) out.push(rows.slice(i, i + columns));
    return out;
  }, [rows, columns]);

  return (
    <div className="device-cards" ref={box}>
      {rows.length === 0 ? (
        <p className="device-empty">{emptyMessage}</p>
      ) : (
        <VirtualScroller
          items={lines}
          itemSize={CARD_ROW_HEIGHT}
          className="device-cards-scroller"
          style={{ height: '100%' }}
          itemTemplate={(line: DeviceRow[]) => (
            <ul className="device-card-line" style={{ height: CARD_ROW_HEIGHT, gridTemplateColumns: `repeat(${columns}, 1fr)` }}>
              {line.map((row) => (
                <li key={row.id} className="device-card" data-testid="device-card">
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
                </li>
              ))}
            </ul>
          )}
        />
      )}
    </div>
  );
}
