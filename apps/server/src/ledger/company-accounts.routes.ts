import { companyAccountsQuerySchema, companyAccountsSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { companyAccounts, periodDays } from './company-accounts';

/** The company accounts summary of a period (issue 19): revenue, taxes, fees, commissions, payouts and the members' balances. */
export const companyAccountsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/company_accounts', {
    schema: { tags: ['admin'], summary: 'Company accounts of a period, in cents, from the ledger', querystring: companyAccountsQuerySchema, response: { 200: companyAccountsSchema } },
  }, async (request) => {
    requireAdmin(request);
    const { from, to } = periodDays(request.query);
    return companyAccounts(db, from, to);
  });
};
