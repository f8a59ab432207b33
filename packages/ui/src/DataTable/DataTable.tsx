import { MoveHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { size } from '../theme/tokens.ts';
import type { DataTableColumn, RowTint } from './column.ts';
import { HeaderCell } from './HeaderCell.tsx';
import { nextDirection, sortRows, type DataTableSort } from './sorting.ts';
import { Root } from './DataTable.styles.ts';
import { useOverflowHint } from './useOverflowHint.ts';
import { useVirtualRows } from './useVirtualRows.ts';

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
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const hintId = useId();
  useOverflowHint(scrollerRef, hintId);

  const sortColumn = columns.find((column) => column.key === sort?.key && column.sortValue);
  const sorted = useMemo(
    () => (sort && sortColumn?.sortValue ? sortRows(rows, sortColumn.sortValue, sort.direction) : rows),
    [rows, sort, sortColumn],
  );
  const { shown, spacer, measureRow } = useVirtualRows({
    rows: sorted,
    getRowId,
    scrollerRef,
    virtual,
    enabled: !loading,
    estimatedRowHeight,
  });
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
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  direction={sort?.key === column.key ? sort.direction : undefined}
                  onSort={() => setSort({ key: column.key, direction: nextDirection(sort, column.key) })}
                />
              ))}
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
            {showRows && spacer.top > 0 && (
              <tr aria-hidden="true" data-part="spacer">
                <td colSpan={columns.length} data-part="spacer" style={{ height: spacer.top }} />
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
                    ref={measureRow}
                  >
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align} data-wrap={column.wrap || undefined}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            {showRows && spacer.bottom > 0 && (
              <tr aria-hidden="true" data-part="spacer">
                <td colSpan={columns.length} data-part="spacer" style={{ height: spacer.bottom }} />
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Root>
  );
}
