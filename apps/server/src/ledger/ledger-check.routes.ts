import { centsToEuros, ledgerCheckSchema, type LedgerCheckReport } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { ledgerBalances } from './ledger-balances';
import { checkLedger } from './ledger-check';

/** The ledger check as a console page (issue 19): the CLI's `checkLedger` and the balances behind it, in euros. */
export const ledgerCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/ledger_check', { schema: { tags: ['admin'], response: { 200: ledgerCheckSchema } } }, async (request): Promise<LedgerCheckReport> => {
    requireAdmin(request);
    const [check, balances] = await Promise.all([checkLedger(db), ledgerBalances(db)]);
    const money = <T extends { balance: number; entries: number }>(row: T) => ({ ...row, balance: centsToEuros(row.balance), entries: centsToEuros(row.entries) });
    return {
      ok: check.ok, accounts: check.accounts, total: centsToEuros(check.total),
      companyAccounts: balances.companyAccounts.map(money), memberAccounts: balances.memberAccounts.map(money),
      mismatches: check.mismatches.map(money), unbalancedTransactions: check.unbalancedTransactions, orphanLines: check.orphanLines,
    };
  });
};
