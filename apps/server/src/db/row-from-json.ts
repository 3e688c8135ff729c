import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Decodes a table's row given as JSON (`to_json(table)` in a query) column by column, as Drizzle decodes a
 * selected column. One JSON value costs far less than a column per field to parse: PGlite parses every
 * column of a result in JavaScript, node-postgres converts each, a few microseconds apiece (bench/README.md).
 */
export function rowFromJson<T extends PgTable>(table: T): (json: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}
