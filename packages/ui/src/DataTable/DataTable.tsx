import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, MoveHorizontal } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { size } from '../theme/tokens.ts';
import { focusRing } from '../theme/focusRing.ts';

export interface DataTableColumn<Row> {
  /** Stable key of the column. */
  key: string;
  /** Header content; give icon-only columns a text via `srHeader`. */
  header: ReactNode;
  /** Screen-reader text of the header when `header` is only an icon or empty. */
  srHeader?: string;
  /** Renders the cell of one row. */
  cell: (row: Row) => ReactNode;
  /** CSS width, e.g. '56px'. */
  width?: string;
  /** Alignment of the column. */
  align?: 'start' | 'center' | 'end';
  /** Makes the column sortable by this value (strings compare in Russian alphabetical order). */
  sortValue?: (row: Row) => string | number;
  /** Long free text (details, comments) that wraps between words on phones; other cells stay on one line. */
  wrap?: boolean;
}

export type RowTint = 'current' | 'banned' | undefined;

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by. */
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

/* Made at the first sort, not with the module: building a collator loads the locale's collation data, 15-40 ms of
   the page's first file on a slow host, for a table that most visitors never sort. */
let collator: Intl.Collator | undefined;
const compareText = (a: string, b: string) =>
  (collator ??= new Intl.Collator('ru', { sensitivity: 'base', numeric: true })).compare(a, b);

function sortRows<Row>(rows: Row[], value: (row: Row) => string | number, direction: SortDirection): Row[] {
  /* Keys computed once per row: a comparator that renders 5,000 names on each of ~60,000 comparisons is slow. */
  const keyed = rows.map((row, index) => ({ row, index, key: value(row) }));
  const sign = direction === 'ascending' ? 1 : -1;
  keyed.sort((a, b) => {
    const order =
      typeof a.key === 'number' && typeof b.key === 'number'
        ? a.key - b.key
        : compareText(String(a.key), String(b.key));
    return order === 0 ? a.index - b.index : order * sign;
  });
  return keyed.map((entry) => entry.row);
}

const pulse = keyframes`50% { opacity: 0.55; }`;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='toolbar'] > [data-part='search'] {
    flex: 1 1 ${({ theme }) => theme.size.searchMinWidth};
    min-width: 0;
  }
  [data-part='scroll'] {
    overflow: auto;
    max-height: var(--table-max-height, none);
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  [data-part='scroll-hint'] {
    display: none;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  [data-part='scroll-hint']:has(+ [data-overflow='sideways']) {
    display: flex;
  }
  [data-part='scroll-hint'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  [data-part='scroll']:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  table {
    width: 100%;
    min-width: var(--table-min-width, 0);
    border-collapse: separate;
    border-spacing: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  caption {
    ${({ theme }) => theme.visuallyHidden}
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  /* on phones a cell stays on one line (a name or role broken over lines is hard to scan) and the
     table scrolls sideways in its box, with the hint above it; long free text wraps in a bounded width */
  ${({ theme }) => theme.media.phone} {
    td {
      white-space: nowrap;
    }
    td[data-wrap] {
      min-width: ${({ theme }) => theme.size.tableWrapColumn};
      white-space: normal;
    }
  }
  th[data-align='center'],
  td[data-align='center'] {
    text-align: center;
  }
  th[data-align='end'],
  td[data-align='end'] {
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    white-space: nowrap;
  }
  th[aria-sort] {
    padding: 0;
  }
  [data-part='sort'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    width: 100%;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    cursor: pointer;
  }
  [data-part='sort']:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  [data-part='sort'] svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
    flex: none;
  }
  th:not([aria-sort='none']) [data-part='sort'] {
    color: ${({ theme }) => theme.color.text};
  }
  td[data-part='spacer'] {
    padding: 0;
    border: none;
  }
  tbody tr:last-child td {
    border-bottom: none;
  }
  tbody tr[data-tint='current'] td {
    background: ${({ theme }) => theme.color.rowCurrent};
  }
  tbody tr[data-tint='banned'] td {
    background: ${({ theme }) => theme.color.rowBanned};
  }
  [data-part='bone'] {
    display: block;
    height: 1em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.skeleton};
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  [data-part='empty'],
  [data-part='error'] {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='error'] {
    color: ${({ theme }) => theme.color.errorText};
  }
  .sr-only {
    ${({ theme }) => theme.visuallyHidden}
  }
`;

export interface DataTableProps<Row> {
  /** Accessible name of the table ('Пользователи'). */
  caption: string;
  /** Column definitions with cell renderers. */
  columns: DataTableColumn<Row>[];
  /** The rows. */
  rows: Row[];
  /** Stable id of a row. */
  getRowId: (row: Row) => string;
  /** Tint of a row: 'current' (grey) for the signed-in user, 'banned' (light red). */
  rowTint?: (row: Row) => RowTint;
  /** Shows skeleton rows instead of data. */
  loading?: boolean;
  /** Number of skeleton rows while loading. */
  loadingRows?: number;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;
  /** Shown instead of the rows when they could not be loaded: what happened and how to retry. */
  error?: ReactNode;
  /** Search slot above the table (a TextField). */
  search?: ReactNode;
  /** Buttons next to the search (add, refresh, back). */
  actions?: ReactNode;
  /** Maximum height of the scroll area; the header stays visible while scrolling. */
  maxHeight?: string;
  /** Minimum width of the table: narrower screens scroll it sideways. */
  minWidth?: string;
  /** Sort shown first; columns with `sortValue` sort on a click of their header. */
  defaultSort?: DataTableSort;
  /**
   * Renders only the rows in view (thousands of rows). Needs `maxHeight`: the table scrolls inside
   * its own box. Rows are measured as they appear, so their heights may differ.
   */
  virtual?: boolean;
  /** Height of a row before it is measured, in px (virtual tables). */
  estimatedRowHeight?: number;
  /** Shown above the table while it is wider than its box (phones), so the hidden columns are found. */
  scrollHint?: string;
}

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

const nextDirection = (sort: DataTableSort | undefined, key: string): SortDirection =>
  sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending';

/**
 * Marks the scroll box while it is narrower than its content (phones; follows resizes): `data-overflow` shows the
 * hint above the table and `aria-describedby` names it. Written on the element, not kept in state: a state set as
 * the table mounts renders the table again within its commit, and that task, already the longest of a page with a
 * table, would also take the page's effects with it. The ResizeObserver's first report comes after the layout the
 * browser does anyway and before the paint, so the first frame shows the hint where it belongs.
 */
function useOverflowHint(scrollerRef: RefObject<HTMLDivElement | null>, hintId: string) {
  useLayoutEffect(() => {
    const element = scrollerRef.current;
    if (!element) return;
    const mark = () => {
      if (element.scrollWidth > element.clientWidth + 1) {
        element.dataset.overflow = 'sideways';
        element.setAttribute('aria-describedby', hintId);
      } else {
        delete element.dataset.overflow;
        element.removeAttribute('aria-describedby');
      }
    };
    /* without ResizeObserver (jsdom, very old browsers) one measure stands */
    if (typeof ResizeObserver === 'undefined') return mark();
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [scrollerRef, hintId]);
}

/**
 * Table with column renderers, row tints, loading skeleton, empty state, sticky header, sortable
 * columns, side scroll with a hint, and (for thousands of rows) rendering only the rows in view.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  rowTint,
  loading = false,
  loadingRows = 5,
  emptyState = 'Нет данных',
  error,
  search,
  actions,
  maxHeight,
  minWidth = size.tableMinWidth,
  defaultSort,
  virtual = false,
  estimatedRowHeight = 53,
  scrollHint = 'Таблица шире экрана: прокрутите ее вбок',
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<DataTableSort | undefined>(defaultSort);
  const [initialRect] = useState(screenRect);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const hintId = useId();
  useOverflowHint(scrollerRef, hintId);

  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);
  const sorted = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );

  const virtualizer = useVirtualizer({
    count: sorted.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => getRowId(sorted[index] as Row),
    overscan: 8,
    enabled: virtual && !loading,
    initialRect,
    observeElementRect: observeShownRect,
    measureElement: measureShownRow,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  const shown: { row: Row; index: number }[] = virtual
    ? items.map((item) => ({ row: sorted[item.index] as Row, index: item.index }))
    : sorted.map((row, index) => ({ row, index }));
  const showRows = !loading && !error;

  return (
    <Root style={{ ['--table-max-height' as string]: maxHeight, ['--table-min-width' as string]: minWidth }}>
      {(search || actions) && (
        <div data-part="toolbar">
          {actions}
          {search && <div data-part="search">{search}</div>}
        </div>
      )}
      <p data-part="scroll-hint" id={hintId}>
        <MoveHorizontal aria-hidden="true" />
        {scrollHint}
      </p>
      <div
        data-part="scroll"
        role="region"
        aria-label={caption}
        /* focusable so keyboard users can scroll it (it scrolls sideways on phones): axe scrollable-region-focusable */
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus to be scrolled by keyboard
        tabIndex={0}
        ref={scrollerRef}
      >
        <table aria-busy={loading || undefined} aria-rowcount={virtual && !loading ? sorted.length + 1 : undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr aria-rowindex={virtual && !loading ? 1 : undefined}>
              {columns.map((column) => {
                const sortable = Boolean(column.sortValue);
                const direction = sort?.key === column.key ? sort.direction : undefined;
                const SortIcon =
                  direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    data-align={column.align}
                    aria-sort={sortable ? (direction ?? 'none') : undefined}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        data-part="sort"
                        onClick={() => setSort({ key: column.key, direction: nextDirection(sort, column.key) })}
                      >
                        {column.header}
                        {column.srHeader && <span className="sr-only">{column.srHeader}</span>}
                        <SortIcon aria-hidden="true" />
                      </button>
                    ) : (
                      <>
                        {column.header}
                        {column.srHeader && <span className="sr-only">{column.srHeader}</span>}
                      </>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading &&
              Array.from({ length: loadingRows }, (_, i) => (
                <tr key={`loading-${i}`} data-loading="">
                  {columns.map((column) => (
                    <td key={column.key}>
                      <span data-part="bone" aria-hidden="true" />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && error && (
              <tr>
                <td colSpan={columns.length} data-part="error">
                  {error}
                </td>
              </tr>
            )}
            {showRows && sorted.length === 0 && (
              <tr>
                <td colSpan={columns.length} data-part="empty">
                  {emptyState}
                </td>
              </tr>
            )}
            {showRows && padTop > 0 && (
              <tr aria-hidden="true" data-part="spacer">
                <td colSpan={columns.length} data-part="spacer" style={{ height: padTop }} />
              </tr>
            )}
            {showRows &&
              shown.map(({ row, index }) => {
                const tint = rowTint?.(row);
                return (
                  <tr
                    key={getRowId(row)}
                    data-tint={tint}
                    data-index={virtual ? index : undefined}
                    aria-rowindex={virtual ? index + 2 : undefined}
                    ref={virtual ? virtualizer.measureElement : undefined}
                  >
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align} data-wrap={column.wrap || undefined}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            {showRows && padBottom > 0 && (
              <tr aria-hidden="true" data-part="spacer">
                <td colSpan={columns.length} data-part="spacer" style={{ height: padBottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Root>
  );
}
