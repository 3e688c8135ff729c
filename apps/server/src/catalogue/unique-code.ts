import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';

/** A text column that must be unique, its table's id, and the namespace of the transaction lock on its values. */
export interface UniqueCode {
  column: PgColumn;
  id: PgColumn;
  lock: number;
}

/**
 * Whether a row other than `exceptId` already has `value`, asked under a transaction lock per value (with hashtext):
 * two admins writing the same value queue, and the second sees the first, so the answer holds until the commit.
 */
export async function codeTaken(tx: Tx, unique: UniqueCode, value: string, exceptId?: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${unique.lock}, hashtext(${value}))`);
  const [taken] = await tx.select({ id: unique.id }).from(unique.column.table as PgTable)
    .where(and(eq(unique.column, value), exceptId === undefined ? undefined : ne(unique.id, exceptId))).limit(1);
  return taken !== undefined;
}
