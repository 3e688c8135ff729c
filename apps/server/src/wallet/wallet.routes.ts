import { adminWalletMovementCollectionSchema, idParams, walletCollectionSchema, walletInfoSchema, walletMovementCollectionSchema, walletMovementSchema, walletSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { assertOwnerOrAdmin, ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { memberBalances } from '../ledger/ledger.service';
import { presentWalletMovement } from './wallet-movement.presenter';
import { findWalletMovement, listAdminWalletMovements, listWalletMovements } from './wallet-movement-list';
import { presentOwnWallets, presentWallet, presentWalletInfo } from './wallet.presenter';
import { payoutTotals } from './wallet.service';

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/wallets', { schema: { tags: ['wallet'], response: { 200: walletCollectionSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentOwnWallets(presentWallet(user.id, await memberBalances(db, user.id)));
  });

  // The dashboard's money card: balances plus payout requests waiting and already paid.
  app.get('/api/wallets/info', { schema: { tags: ['wallet'], response: { 200: walletInfoSchema } } }, async (request) => {
    const { user } = requireSession(request);
    const [balances, payouts] = await Promise.all([memberBalances(db, user.id), payoutTotals(db, user.id)]);
    return presentWalletInfo(user.id, balances, payouts);
  });

  app.get('/api/wallet_movements', { schema: { tags: ['wallet'], response: { 200: walletMovementCollectionSchema } } }, (request) =>
    listWalletMovements(db, request, requireSession(request).user));

  // The console's list of every member's movements (the member route lists the viewer's own only).
  app.get('/api/admin/wallet_movements', { schema: { tags: ['admin'], response: { 200: adminWalletMovementCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminWalletMovements(db, request);
  });

  app.get('/api/wallet_movements/:id', { schema: { tags: ['wallet'], params: idParams, response: { 200: walletMovementSchema } } }, async (request) => {
    const { user } = requireSession(request);
    return presentWalletMovement(ownedOrAdmin(user, await findWalletMovement(db, request.params.id), (row) => row.userId!));
  });

  app.get('/api/wallets/:id', { schema: { tags: ['wallet'], params: idParams, response: { 200: walletSchema } } }, async (request) => {
    const session = requireSession(request);
    assertOwnerOrAdmin(session.user, request.params.id);
    return presentWallet(request.params.id, await memberBalances(db, request.params.id));
  });
};
