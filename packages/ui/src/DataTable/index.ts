export { DataTable, type DataTableProps } from './DataTable.tsx';
export type { DataTableColumn, RowTint } from './column.ts';
export type { DataTableSort, SortDirection } from './sorting.ts';
