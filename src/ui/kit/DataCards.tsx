// The kit table's card view: the same sorted rows as cards in a grid of as many columns as fit, windowed by lines
// of cards with the table's windowing (useRowWindow): a screenful of lines is mounted, however long the list.
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { classNames } from '../common/controls/classNames';
import type { RowKey } from './DataTableRow';
import { useRowWindow } from './useRowWindow';

/** Space between cards and around the grid, in pixels. */
const GAP = 10;

export interface CardView<R> {
  /** A card's content (the kit draws its box). */
  render(row: R): ReactNode;
  /** A line of cards' height in pixels, the gap below it included: every line has it. */
  lineHeight: number;
  /** The narrowest a card gets: the number of columns is the box's width over it. */
  minWidth: number;
  testId?: string;
  className?: string;
}

interface Props<R> {
  rows: readonly R[];
  rowKey(row: R): RowKey;
  cards: CardView<R>;
  label: string;
  status: 'loading' | 'error' | 'empty' | 'rows';
  /** What shows instead of cards while loading, on an error or with no rows. */
  state: ReactNode;
  /** The list's id (a skip link's target, which then takes the focus itself). */
  id?: string;
  className?: string;
  maxHeight?: string;
}

export function DataCards<R>({ rows, rowKey, cards, label, status, state, id, className, maxHeight }: Props<R>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const { minWidth, lineHeight } = cards;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const measure = () => setColumns(Math.max(1, Math.floor((element.clientWidth - GAP) / minWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidth]);
  const lines = status === 'rows' ? Math.ceil(rows.length / columns) : 0;
  const { start, end, above, below } = useRowWindow({ scroller, count: lines, lineHeight, enabled: true });
  const first = start * columns;
  const shown = rows.slice(first, Math.min(rows.length, end * columns));

  return (
    <div className={classNames('kit-cards-box', className)}>
      <div ref={scroller} className="kit-cards-scroll" style={{ maxHeight }}>
        {status === 'rows' ? (
          <ul
            id={id}
            tabIndex={id ? -1 : undefined}
            className="kit-cards"
            aria-label={label}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gridAutoRows: lineHeight - GAP,
              gap: GAP,
              padding: `${above + GAP / 2}px ${GAP}px ${below + GAP / 2}px`,
            }}
          >
            {shown.map((row, i) => (
              <Card key={rowKey(row)} row={row} place={first + i + 1} of={rows.length} cards={cards} />
            ))}
          </ul>
        ) : (
          state
        )}
      </div>
    </div>
  );
}

function CardItem<R>({ row, place, of, cards }: { row: R; place: number; of: number; cards: CardView<R> }) {
  return (
    <li className={classNames('kit-card', cards.className)} data-testid={cards.testId} aria-posinset={place} aria-setsize={of}>
      {cards.render(row)}
    </li>
  );
}

/** A card renders again only when its row, its place or the view's settings change. */
const Card = memo(CardItem) as typeof CardItem;
