import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { DataTableColumn } from './column.ts';
import type { SortDirection } from './sorting.ts';

export interface HeaderCellProps<Row> {
  column: DataTableColumn<Row>;
  /** The direction the rows are sorted in by this column; undefined when sorted by another or not at all. */
  direction: SortDirection | undefined;
  /** The header of a sortable column was clicked. */
  onSort: () => void;
}

/** A column's header; a sortable one is a button whose arrows and `aria-sort` tell the order. */
export function HeaderCell<Row>({ column, direction, onSort }: HeaderCellProps<Row>) {
  const sortable = Boolean(column.sortValue);
  const SortIcon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
  const label = (
    <>
      {column.header}
      {column.srHeader && <span className="sr-only">{column.srHeader}</span>}
    </>
  );
  return (
    <th
      scope="col"
      data-align={column.align}
      aria-sort={sortable ? (direction ?? 'none') : undefined}
      style={column.width ? { width: column.width } : undefined}
    >
      {sortable ? (
        <button type="button" data-part="sort" onClick={onSort}>
          {label}
          <SortIcon aria-hidden="true" />
        </button>
      ) : (
        label
      )}
    </th>
  );
}
