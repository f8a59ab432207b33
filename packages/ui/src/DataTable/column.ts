import type { ReactNode } from 'react';

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
