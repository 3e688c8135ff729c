import { idParams, walletAdjustmentResultSchema, walletAdjustmentSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { presentWalletAdjustment } from './wallet-adjustment.presenter';
import { adjustWallet } from './wallet-adjustment.service';

/** Admin console: a manual credit or debit of a member's wallet or points, always a ledger entry with the admin's reason. */
export const walletAdjustmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/admin/wallets/:id/adjust', {
    schema: { tags: ['admin'], params: idParams, body: walletAdjustmentSchema, response: { 200: walletAdjustmentResultSchema } },
  }, async (request) => {
    const { user: admin } = requireAdmin(request);
    const { id } = request.params;
    const balance = await adjustWallet(db, admin.id, id, request.body, request.ip);
    return presentWalletAdjustment(id, request.body.account, request.body.amount, balance);
  });
};
