import { centsToEuros, ISO_WEEK_PATTERN, weekBounds } from '@vo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { intArray } from '../db/array-literal';
import type { Db } from '../db/client';
import { binaryCycleResults } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';
import { runJobOnce } from '../lib/jobs/job-runner';
import { binaryCycleJob } from './binary-cycle';

const weekField = z.string().regex(ISO_WEEK_PATTERN, 'validation.invalid').refine((week) => {
  try {
    weekBounds(week);
    return true;
  } catch {
    return false;
  }
}, 'validation.invalid');

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

/** The weekly binary cycle: an admin runs a given week; everyone reads their audit rows. */
export const binaryCycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/admin/binary_cycles', { schema: { tags: ['admin'], body: z.object({ week: weekField }) } }, async (request) => {
    requireAdmin(request);
    return runJobOnce(db, binaryCycleJob, request.body.week);
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
