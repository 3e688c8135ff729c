import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isAdmin, type SessionUser } from '../auth/current-user';
import { intArray } from '../db/array-literal';
import type { Db } from '../db/client';
import { binaryCycleResults, binaryCycleRuns } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentBinaryCycleResult, presentBinaryCycleRun } from './binary-cycle.presenter';

/** Rows of these members: one probe of the (week, member) key per run, the table has no other index. */
const ofMembers = (ids: unknown[]) => sql`(${binaryCycleResults.week}, ${binaryCycleResults.userId}) in (
  select r.week, m.id from binary_cycle_runs r cross join unnest(${intArray(ids as number[])}::int[]) as m(id))`;

/** GET /api/admin/binary_cycle_runs: newest week first; sortable by week and bonus. */
export const BINARY_CYCLE_RUN_COLLECTION: CollectionSpec = {
  order: { week: binaryCycleRuns.week, bonus: binaryCycleRuns.bonus },
  defaultOrder: [binaryCycleRuns.week, 'desc'],
};

/** GET /api/binary_cycle_results: by week and by member (`user`, `user[]`); sortable by week and bonus. */
export const BINARY_CYCLE_RESULT_COLLECTION: CollectionSpec = {
  order: { week: binaryCycleResults.week, bonus: binaryCycleResults.bonus },
  defaultOrder: [binaryCycleResults.week, 'desc'],
  filters: {
    week: { column: binaryCycleResults.week, parse: parseAs.text },
    user: { column: binaryCycleResults.userId, parse: parseAs.integer, match: ofMembers },
  },
};

/** One page of the weekly cycles that ran (the admin console's list). */
export const listBinaryCycleRuns = (db: Db, request: FastifyRequest) =>
  listTable(db, request, binaryCycleRuns, BINARY_CYCLE_RUN_COLLECTION, presentBinaryCycleRun);

/**
 * One page of the audit rows the viewer may see: their own; an admin, everyone's. Not ownerScope: a plain
 * `user_id =` would read the whole table, whose only index is (week, member); a member's rows are one probe per run.
 */
export const listBinaryCycleResults = (db: Db, request: FastifyRequest, viewer: SessionUser) =>
  listTable(db, request, binaryCycleResults, BINARY_CYCLE_RESULT_COLLECTION, presentBinaryCycleResult, isAdmin(viewer) ? undefined : ofMembers([viewer.id]));
