import type { ReactNode } from 'react';
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
}

export type RowTint = 'current' | 'banned' | undefined;

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
  [data-part='empty'] {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
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
  /** Search slot above the table (a TextField). */
  search?: ReactNode;
  /** Buttons next to the search (add, refresh, back). */
  actions?: ReactNode;
  /** Maximum height of the scroll area; the header stays visible while scrolling. */
  maxHeight?: string;
  /** Minimum width of the table: narrower screens scroll it sideways. */
  minWidth?: string;
}

/** Table with column renderers, row tints, loading skeleton, empty state, sticky header and side scroll. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  rowTint,
  loading = false,
  loadingRows = 5,
  emptyState = 'Нет данных',
  search,
  actions,
  maxHeight,
  minWidth = size.tableMinWidth,
}: DataTableProps<Row>) {
  return (
    <Root style={{ ['--table-max-height' as string]: maxHeight, ['--table-min-width' as string]: minWidth }}>
      {(search || actions) && (
        <div data-part="toolbar">
          {actions}
          {search && <div data-part="search">{search}</div>}
        </div>
      )}
      {/* focusable so keyboard users can scroll it (it scrolls sideways on phones): axe scrollable-region-focusable */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll container must take focus to be scrolled by keyboard */}
      <div data-part="scroll" role="region" aria-label={caption} tabIndex={0}>
        <table aria-busy={loading || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-align={column.align}
                  style={column.width ? { width: column.width } : undefined}
                >
                  {column.header}
                  {column.srHeader && <span className="sr-only">{column.srHeader}</span>}
                </th>
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
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} data-part="empty">
                  {emptyState}
                </td>
              </tr>
            )}
            {!loading &&
              rows.map((row) => {
                const tint = rowTint?.(row);
                return (
                  <tr key={getRowId(row)} data-tint={tint}>
                    {columns.map((column) => (
                      <td key={column.key} data-align={column.align}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
    </Root>
  );
}
