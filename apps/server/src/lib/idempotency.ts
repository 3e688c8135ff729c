import { idempotencyKeyHeadersSchema, type IdempotencyKeyHeaders } from '@vo/domain';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';

/**
 * A request that must happen once per key (a payout request, an Enjoy Pass given): the route declares
 * `headers: idempotencyHeaders` (a malformed key is a translated 400 before anything runs, and the OpenAPI document
 * shows the header), passes `idempotencyKeyOf(request)` to its service, which calls `madeWithKey` first in its
 * transaction and stores the key on the row it makes.
 */
export const idempotencyHeaders = idempotencyKeyHeadersSchema;

/** The request's Idempotency-Key, as the route's header schema validated it, or undefined when none was sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return (request.headers as IdempotencyKeyHeaders)['idempotency-key'];
}

/** A table whose rows remember the key of the request that made them, unique per (user, key). */
type KeyedTable = PgTable & {
  id: AnyPgColumn<{ data: number }>;
  userId: AnyPgColumn<{ data: number }>;
  idempotencyKey: AnyPgColumn<{ data: string | null }>;
};

// Namespace of the two-key advisory lock that queues the requests of one user with one key.
const IDEMPOTENCY_LOCK = 74_210_160;

/**
 * The id of the row this user already made in `table` with this key, or null (also without a key). It first waits,
 * under a transaction-scoped advisory lock on (table, user, key), for any request with the same key still running,
 * so the answer is final for this transaction; the table's unique (user, key) index is the database's own guard.
 */
export async function madeWithKey(tx: Tx, table: KeyedTable, userId: number, key: string | undefined): Promise<number | null> {
  if (!key) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${IDEMPOTENCY_LOCK}, hashtext(${`${getTableName(table)}:${userId}:${key}`}))`);
  const [made] = await tx.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), eq(table.idempotencyKey, key)));
  return made ? made.id : null;
}
