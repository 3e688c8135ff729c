import {
  extraBonusEstimateSchema, extraBonusKindQuerySchema, extraBonusOutcomeSchema, extraBonusPeriodCollectionSchema, extraBonusRunInputSchema,
  extraBonusRunRecordCollectionSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { extraBonusEstimate } from './extra-bonus-estimate';
import { listExtraBonusPeriods, listExtraBonusRuns } from './extra-bonus-list';
import { presentExtraBonusOutcome } from './extra-bonus.presenter';
import { runExtraBonusPeriod } from './extra-bonus-run';

/** The extra monthly and annual bonuses (issue 17): a member's periods and estimate; the console's statements and runs. */
export const extraBonusRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/extra_bonuses', { schema: { tags: ['commissions'], response: { 200: extraBonusPeriodCollectionSchema } } }, (request) =>
    listExtraBonusPeriods(db, request, requireSession(request).user.id));

  app.get('/api/extra_bonuses/current', {
    schema: { tags: ['commissions'], querystring: extraBonusKindQuerySchema, response: { 200: extraBonusEstimateSchema } },
  }, (request) => extraBonusEstimate(db, request.query.kind, requireSession(request).user.id));

  app.get('/api/admin/extra_bonus_runs', { schema: { tags: ['admin'], response: { 200: extraBonusRunRecordCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listExtraBonusRuns(db, request);
  });

  app.post('/api/admin/extra_bonus_runs', {
    schema: { tags: ['admin'], body: extraBonusRunInputSchema, response: { 200: extraBonusOutcomeSchema } },
  }, async (request) => {
    requireAdmin(request);
    return presentExtraBonusOutcome(await runExtraBonusPeriod(db, request.body.kind, request.body.period));
  });
};
