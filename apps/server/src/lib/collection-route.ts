import { and, count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { parseCollectionQuery, type CollectionQuery, type CollectionSpec } from './collection-query';
import { hydraCollection } from './hydra';

/** Query string of the request, as parsed (repeated keys become arrays) and as raw text for hydra:view links. */
function requestQuery(request: FastifyRequest) {
  const url = new URL(request.url, 'http://local');
  return { parsed: request.query as Record<string, unknown>, raw: url.searchParams, path: url.pathname };
}

/** Where the rows of a collection come from: one page, and how many match in all. */
export interface CollectionSource<Row> {
  page(where: SQL | undefined, query: CollectionQuery): Promise<Row[]>;
  count(where: SQL | undefined): Promise<number>;
}

const FIRST_ROW: CollectionQuery = { page: 1, itemsPerPage: 1, offset: 0, where: undefined, orderBy: [] };

/** The first row of a source that matches `where` (an item read through its collection's source), or undefined. */
export async function firstFrom<Row>(source: CollectionSource<Row>, where: SQL | undefined): Promise<Row | undefined> {
  const [row] = await source.page(where, FIRST_ROW);
  return row;
}

/**
 * A read-only collection over any select (a join, say): filters, order and paging from the query string,
 * rows shaped by the presenter. `scope` adds conditions the caller cannot lift (ownership).
 */
export async function listFrom<Row, R>(
  request: FastifyRequest,
  spec: CollectionSpec,
  source: CollectionSource<Row>,
  present: (row: Row) => R,
  scope?: SQL,
) {
  const { parsed, raw, path } = requestQuery(request);
  const q = parseCollectionQuery(parsed, spec);
  const where = and(scope, q.where);
  const [rows, total] = await Promise.all([source.page(where, q), source.count(where)]);
  return hydraCollection(path, raw, rows.map(present), total, q);
}

/** Counts the rows of one table that match: the count half of a source over that table. */
export const countIn = (db: Db, table: PgTable) => async (where: SQL | undefined): Promise<number> =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** A source of whole rows of one table. */
export function tableSource<T extends PgTable>(db: Db, table: T): CollectionSource<T['$inferSelect']> {
  return {
    page: async (where, q) =>
      (await db.select().from(table as PgTable).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset)) as T['$inferSelect'][],
    count: countIn(db, table),
  };
}

/** listFrom over one table. */
export function listTable<T extends PgTable, R>(
  db: Db,
  request: FastifyRequest,
  table: T,
  spec: CollectionSpec,
  present: (row: T['$inferSelect']) => R,
  scope?: SQL,
) {
  return listFrom(request, spec, tableSource(db, table), present, scope);
}
