import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useState, type RefObject } from 'react';
import { spacers } from './virtualRows.ts';

/*
 * A table mounted out of sight (display: none: the app mounts a signed-in page behind the session's skeleton)
 * measures 0x0: its box would hold no rows until shown (then one frame of an empty body), and rows measured at
 * height 0 would all fit in it. Until it has a size, a virtual table holds the rows of a screen at their estimate.
 */
const observeShownRect: typeof observeElementRect = (instance, report) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) report(rect);
  });
const measureShownRow: typeof measureElement = (element, entry, instance) =>
  measureElement(element, entry, instance) || instance.options.estimateSize(instance.indexFromElement(element));
/* The screen's height, not the window's: reading window.innerHeight while rendering forces the browser to lay out
   the page then and there (the whole page mounting around the table, tens of ms on a phone). jsdom's screen is 0 high. */
const screenRect = () => ({
  width: 0,
  height: typeof window === 'undefined' ? 0 : window.screen.height || window.innerHeight,
});

export interface VirtualRowsOptions<Row> {
  /** The rows in the order shown. */
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The box the rows scroll in. */
  scrollerRef: RefObject<HTMLDivElement | null>;
  /** Draw only the rows in view; otherwise every row, with no spacers. */
  virtual: boolean;
  /** Whether the rows are on screen to be measured (not while the skeleton stands in for them). */
  enabled: boolean;
  estimatedRowHeight: number;
}

/**
 * The rows to draw with their index among all rows, the heights of the spacers around them, and the ref that
 * measures a drawn row (TanStack Virtual).
 */
export function useVirtualRows<Row>({
  rows,
  getRowId,
  scrollerRef,
  virtual,
  enabled,
  estimatedRowHeight,
}: VirtualRowsOptions<Row>) {
  const [initialRect] = useState(screenRect);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => getRowId(rows[index] as Row),
    overscan: 8,
    enabled: virtual && enabled,
    initialRect,
    observeElementRect: observeShownRect,
    measureElement: measureShownRow,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown: { row: Row; index: number }[] = virtual
    ? items.map((item) => ({ row: rows[item.index] as Row, index: item.index }))
    : rows.map((row, index) => ({ row, index }));
  return {
    shown,
    spacer: spacers(items, virtualizer.getTotalSize()),
    measureRow: virtual ? virtualizer.measureElement : undefined,
  };
}
