/** How the rows are ordered: pure, so it is tested alone (sorting.test.ts). */

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

/** The rows by `value`: numbers as numbers, text in Russian alphabetical order; equal rows keep their order. */
export function sortRows<Row>(rows: Row[], value: (row: Row) => string | number, direction: SortDirection): Row[] {
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

/** A click on the header of `key`: ascending first, then each click turns the direction round. */
export const nextDirection = (sort: DataTableSort | undefined, key: string): SortDirection =>
  sort?.key === key && sort.direction === 'ascending' ? 'descending' : 'ascending';
