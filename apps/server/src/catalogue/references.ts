import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Reference } from '../lib/admin-table/table-resource';

/** Which of `ids` the foreign key `column` still points at, each with the violation key `code` that says so. */
export async function referencedBy(tx: Tx, column: PgColumn, ids: number[], code: string): Promise<Reference[]> {
  const rows = await tx.selectDistinct({ id: column }).from(column.table as PgTable).where(inArray(column, ids));
  return rows.map((row) => ({ id: row.id as number, code }));
}

/** Every reference of `ids` by any of `checks`, in order. */
export async function referencesOf(tx: Tx, ids: number[], checks: [PgColumn, string][]): Promise<Reference[]> {
  const found: Reference[] = [];
  for (const [column, code] of checks) found.push(...(await referencedBy(tx, column, ids, code)));
  return found;
}
