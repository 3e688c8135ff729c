import { EXTRA_BONUS_KINDS } from '@vo/domain';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { extraBonusRuns, extraBonusShares } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom, listTable } from '../lib/collection-route';
import { presentExtraBonusPeriod, presentExtraBonusRun } from './extra-bonus.presenter';

/** GET /api/extra_bonuses and /api/admin/extra_bonus_runs: by kind, newest period first; sortable by period and pool. */
export const EXTRA_BONUS_COLLECTION: CollectionSpec = {
  order: { period: extraBonusRuns.period, pool: extraBonusRuns.pool },
  defaultOrder: [extraBonusRuns.period, 'desc'],
  filters: { kind: { column: extraBonusRuns.kind, parse: parseAs.oneOf(EXTRA_BONUS_KINDS) } },
};

/** One page of the paid periods, each with the viewer's share (a period they did not qualify in shows none). */
export function listExtraBonusPeriods(db: Db, request: FastifyRequest, userId: number) {
  const joined = and(eq(extraBonusShares.runId, extraBonusRuns.id), eq(extraBonusShares.userId, userId));
  return listFrom(request, EXTRA_BONUS_COLLECTION, {
    page: (where, q) => db.select({ run: extraBonusRuns, share: extraBonusShares }).from(extraBonusRuns).leftJoin(extraBonusShares, joined)
      .where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    count: async (where) => (await db.select({ n: count() }).from(extraBonusRuns).where(where))[0]?.n ?? 0,
  }, presentExtraBonusPeriod);
}

/** One page of the paid periods' statements (the console). */
export const listExtraBonusRuns = (db: Db, request: FastifyRequest) => listTable(db, request, extraBonusRuns, EXTRA_BONUS_COLLECTION, presentExtraBonusRun);
