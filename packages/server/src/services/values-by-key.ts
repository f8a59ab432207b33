import { inArray, type GetColumnData } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * `value` of the rows whose `key` is among `keys`, by key, in one query: a batch's subject names or
 * chats at once rather than a query per row. `keys` must not be empty (an empty IN list is invalid).
 */
export async function valuesByKey<K extends AnyPgColumn, V extends AnyPgColumn>(
  db: Db,
  key: K,
  value: V,
  keys: readonly GetColumnData<K>[],
): Promise<Map<GetColumnData<K>, GetColumnData<V>>> {
  const rows = await db
    .select({ key, value })
    .from(key.table as PgTable)
    .where(inArray(key, [...keys]));
  return new Map(rows.map((row) => [row.key as GetColumnData<K>, row.value as GetColumnData<V>]));
}
