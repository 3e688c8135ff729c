import { centsToEuros, eurosToCents, idParams } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { memberBalances, postTransaction } from '../ledger/ledger.service';
import { AppError } from '../lib/errors';

const ADJUSTABLE = ['wallet_available', 'enjoy_points', 'travel_points'] as const;

const adjustmentSchema = z.object({
  account: z.enum(ADJUSTABLE, 'validation.invalid'),
  /** Signed euros (or points), two decimals at most, never zero. */
  amount: z.number('validation.invalid').refine((v) => v !== 0 && Math.abs(v) <= 1_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'validation.invalid'),
  reason: z.string('validation.required').trim().min(3, 'validation.invalid').max(500),
});

/**
 * Admin console: a manual credit or debit of a member's wallet or points (goodwill, a correction),
 * always a ledger entry with the admin's reason; a debit cannot take a balance below zero.
 */
export const walletAdjustmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/admin/wallets/:id/adjust', {
    schema: { tags: ['admin'], params: idParams, body: adjustmentSchema },
  }, async (request) => {
    const { user: admin } = requireAdmin(request);
    const { id } = request.params;
    const { account, amount, reason } = request.body;
    const [member] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!member) throw new AppError('USER_NOT_FOUND');
    const cents = eurosToCents(amount);
    const company = account === 'wallet_available' ? 'company_commissions' : 'company_points_issued';
    await db.transaction((tx) => postTransaction(tx, {
      kind: 'admin.adjustment', reason, reference: `admin:${admin.id}`,
      postings: [{ account: { userId: id, kind: account }, amount: cents }, { account: { company }, amount: -cents }],
    }));
    const balances = await memberBalances(db, id);
    return { user: `/api/users/${id}`, account, amount, balance: centsToEuros(balances[account]) };
  });
};
