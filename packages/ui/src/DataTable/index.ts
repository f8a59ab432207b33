export { DataTable, type DataTableProps, type DataTableColumn, type RowTint } from './DataTable.tsx';
