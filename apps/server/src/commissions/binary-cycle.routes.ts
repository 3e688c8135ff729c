import { binaryCycleOutcomeSchema, binaryCycleResultCollectionSchema, binaryCycleRunRecordCollectionSchema, binaryCycleRunSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { runBinaryCycleWeek } from './binary-cycle';
import { listBinaryCycleResults, listBinaryCycleRuns } from './binary-cycle-list';
import { presentBinaryCycleOutcome } from './binary-cycle.presenter';

/** The weekly binary cycle: an admin runs a given week and reads the runs; everyone reads their audit rows. */
export const binaryCycleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/admin/binary_cycles', {
    schema: { tags: ['admin'], body: binaryCycleRunSchema, response: { 200: binaryCycleOutcomeSchema } },
  }, async (request) => {
    requireAdmin(request);
    return presentBinaryCycleOutcome(await runBinaryCycleWeek(db, request.body.week));
  });

  app.get('/api/admin/binary_cycle_runs', { schema: { tags: ['admin'], response: { 200: binaryCycleRunRecordCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listBinaryCycleRuns(db, request);
  });

  app.get('/api/binary_cycle_results', { schema: { tags: ['commissions'], response: { 200: binaryCycleResultCollectionSchema } } }, (request) =>
    listBinaryCycleResults(db, request, requireSession(request).user));
};
