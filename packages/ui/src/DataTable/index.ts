export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type RowTint,
  type SortDirection,
} from './DataTable.tsx';
