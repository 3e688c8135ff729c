import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { parseCollectionQuery, type CollectionSpec } from './collection-query';
import { hydraCollection } from './hydra';

/** Query string of the request, as parsed (repeated keys become arrays) and as raw text for hydra:view links. */
function requestQuery(request: FastifyRequest) {
  const url = new URL(request.url, 'http://local');
  return { parsed: request.query as Record<string, unknown>, raw: url.searchParams, path: url.pathname };
}

/**
 * A read-only collection over one table: filters, order and paging from the query string,
 * rows shaped by the presenter. `scope` adds conditions the caller cannot lift (ownership).
 */
export async function listTable<T extends PgTable, R>(
  db: Db,
  request: FastifyRequest,
  table: T,
  spec: CollectionSpec,
  present: (row: T['$inferSelect']) => R,
  scope?: SQL,
) {
  const { parsed, raw, path } = requestQuery(request);
  const q = parseCollectionQuery(parsed, spec);
  const where = and(scope, q.where);
  const [rows, [totals]] = await Promise.all([
    db.select().from(table as PgTable).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    db.select({ n: count() }).from(table as PgTable).where(where),
  ]);
  return hydraCollection(path, raw, (rows as T['$inferSelect'][]).map(present), totals?.n ?? 0, q);
}
