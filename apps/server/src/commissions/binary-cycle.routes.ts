import { binaryCycleRunSchema, centsToEuros } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { intArray } from '../db/array-literal';
import type { Db } from '../db/client';
import { binaryCycleResults, binaryCycleRuns } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';
import { runJobOnce } from '../lib/jobs/job-runner';
import { binaryCycleJob } from './binary-cycle';

const presentResult = (row: typeof binaryCycleResults.$inferSelect) =>
  hydraItem('binary_cycle_results', 'BinaryCycleResult', `${row.week}-${row.userId}`, {
    week: row.week, user: `/api/users/${row.userId}`,
    left: centsToEuros(row.left), right: centsToEuros(row.right), pair: centsToEuros(row.pair), bonus: centsToEuros(row.bonus),
    capApplied: row.capApplied, leftCarry: centsToEuros(row.leftCarry), rightCarry: centsToEuros(row.rightCarry), reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  });

/** Rows of these members: one probe of the (week, member) key per run, the table has no other index. */
const ofMembers = (ids: unknown[]) => sql`(${binaryCycleResults.week}, ${binaryCycleResults.userId}) in (
  select r.week, m.id from binary_cycle_runs r cross join unnest(${intArray(ids as number[])}::int[]) as m(id))`;

const presentRun = (row: typeof binaryCycleRuns.$inferSelect) =>
  hydraItem('admin/binary_cycle_runs', 'BinaryCycleRun', row.week, {
    week: row.week, volumeUntil: row.volumeUntil.toISOString(), members: row.members, withVolume: row.withVolume,
    paid: row.paid, bonus: centsToEuros(row.bonus), ranAt: row.ranAt.toISOString(),
  });

/** The weekly binary cycle: an admin runs a given week and reads the runs; everyone reads their audit rows. */
export const binaryCycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/admin/binary_cycles', { schema: { tags: ['admin'], body: binaryCycleRunSchema } }, async (request) => {
    requireAdmin(request);
    return runJobOnce(db, binaryCycleJob, request.body.week);
  });

  app.get('/api/admin/binary_cycle_runs', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listTable(db, request, binaryCycleRuns, {
      order: { week: binaryCycleRuns.week, bonus: binaryCycleRuns.bonus },
      defaultOrder: [binaryCycleRuns.week, 'desc'],
    }, presentRun);
  });

  app.get('/api/binary_cycle_results', { schema: { tags: ['commissions'] } }, (request) => {
    const { user } = requireSession(request);
    return listTable(db, request, binaryCycleResults, {
      order: { week: binaryCycleResults.week, bonus: binaryCycleResults.bonus },
      defaultOrder: [binaryCycleResults.week, 'desc'],
      filters: {
        week: { column: binaryCycleResults.week, parse: parseAs.text },
        user: { column: binaryCycleResults.userId, parse: parseAs.integer, match: ofMembers },
      },
    }, presentResult, isAdmin(user) ? undefined : ofMembers([user.id]));
  });
};
