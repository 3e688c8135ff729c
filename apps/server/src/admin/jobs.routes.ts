import { jobListSchema, jobOutcomeSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { lastRuns, runJobNow, type JobDefinition } from '../lib/jobs/job-runner';
import { presentJobOutcome, presentJobRun } from './jobs.presenter';

/** Admin console: the jobs, their last runs, and "run now". */
export const jobsRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobDefinition[] }> = async (app, { db, jobs }) => {
  app.get('/api/admin/jobs', { schema: { tags: ['admin'], response: { 200: jobListSchema } } }, async (request) => {
    requireAdmin(request);
    return Promise.all(jobs.map(async (job) => ({ name: job.name, runs: (await lastRuns(db, job.name)).map(presentJobRun) })));
  });

  app.post('/api/admin/jobs/:name/run', {
    schema: { tags: ['admin'], params: z.object({ name: z.string().max(60) }), response: { 200: jobOutcomeSchema } },
  }, async (request) => {
    requireAdmin(request);
    const job = jobs.find((j) => j.name === request.params.name);
    if (!job) throw new AppError('NOT_FOUND');
    return presentJobOutcome(await runJobNow(db, job));
  });
};
