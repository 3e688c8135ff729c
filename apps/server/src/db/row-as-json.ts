import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's whole row as one `to_json` value, decoded column by column as Drizzle decodes a selected column.
 * PGlite parses every column of a result in JavaScript, a few microseconds each: a row of sixty columns costs
 * more than the joins around it, and one JSON value less than half of that (measured in bench/README.md).
 */
export function rowAsJson<T extends PgTable>(table: T): SQL<T['$inferSelect']> {
  const columns = Object.entries(getTableColumns(table));
  return sql`to_json(${table})`.mapWith((json: Record<string, unknown>) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}
