// The kit's one way of windowing a long list: which lines of fixed height are in view of a scroll box (with a few
// beyond each edge), through @tanstack/react-virtual. The table view counts rows, the card view lines of cards;
// both lay the lines out in the normal flow with the space above and below them given as padding or spacers.
import { useRef, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/**
 * Lines mounted beyond each edge of the view: none. Every line mounted is work on each search keystroke (a device
 * row is a fourteenth of it), a scroll renders the lines it brings in the same frame anyway, and one line of margin
 * covered less than a single turn of a mouse wheel.
 */
const OVERSCAN = 0;
/** Lines assumed in view before the box is measured, so that the first paint is not empty. */
const FIRST_PAINT_LINES = 15;

export interface RowWindow {
  /** The first line mounted, and one past the last. */
  start: number;
  end: number;
  /** Pixels of the lines not mounted above and below. */
  above: number;
  below: number;
}

export function useRowWindow(options: {
  scroller: RefObject<HTMLElement | null>;
  count: number;
  lineHeight: number;
  /** False: every line is mounted (a short list) and the virtualizer follows nothing. */
  enabled: boolean;
}): RowWindow {
  const { scroller, count, lineHeight, enabled } = options;
  // The virtualizer lays out the most lines the list has held, not the lines it holds now: it measures every line
  // again whenever its count changes (0.3 ms at 5,000 lines, on each search keystroke), and lines have one height,
  // so the count now only bounds the window.
  const span = useRef(0);
  if (enabled && count > span.current) span.current = count;
  const virtualizer = useVirtualizer({
    count: enabled ? span.current : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => lineHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height: lineHeight * FIRST_PAINT_LINES },
  });
  if (!enabled) return { start: 0, end: count, above: 0, below: 0 };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last || count === 0) return { start: 0, end: 0, above: 0, below: 0 };
  let start = first.index;
  let end = Math.min(last.index + 1, count);
  // Scrolled below the end of a list that just got shorter: its last lines, until the box's scroll follows.
  if (start >= end) {
    end = count;
    start = Math.max(0, count - (last.index + 1 - first.index));
  }
  // Lines have one height: the space around the mounted ones is plain arithmetic.
  return { start, end, above: start * lineHeight, below: (count - end) * lineHeight };
}
