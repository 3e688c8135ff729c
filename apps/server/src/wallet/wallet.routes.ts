import { centsToEuros, idParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { assertOwnerOrAdmin, isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, transfers } from '../db/schema';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraCollection, hydraItem } from '../lib/hydra';
import { memberBalances } from '../ledger/ledger.service';
import { presentWalletMovement, WALLET_MOVEMENT_COLLECTION, walletMovementSource } from './wallet-movements';

/** A member's wallet: the balances of their ledger accounts, in euros and points (1 point = 1 euro). */
async function presentWallet(db: Db, userId: number) {
  const b = await memberBalances(db, userId);
  return hydraItem('wallets', 'Wallet', userId, {
    user: `/api/users/${userId}`,
    available: centsToEuros(b.wallet_available),
    retained: centsToEuros(b.wallet_retained),
    total: centsToEuros(b.wallet_available + b.wallet_retained),
    enjoyPoints: centsToEuros(b.enjoy_points),
    travelPoints: centsToEuros(b.travel_points),
  });
}

export const walletRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/wallets', { schema: { tags: ['wallet'] } }, async (request) => {
    const { user } = requireSession(request);
    const members = [await presentWallet(db, user.id)];
    return hydraCollection('/api/wallets', new URLSearchParams(), members, 1, { page: 1, itemsPerPage: 30 });
  });

  // The dashboard's money card: balances plus payout requests waiting and already paid.
  app.get('/api/wallets/info', { schema: { tags: ['wallet'] } }, async (request) => {
    const { user } = requireSession(request);
    const [sums] = await db.select({
      pending: sql<string>`coalesce(sum(${transfers.requestAmount}) filter (where ${transfers.status} = 'pending'), 0)`,
      confirmed: sql<string>`coalesce(sum(${transfers.requestAmount}) filter (where ${transfers.status} = 'accepted'), 0)`,
    }).from(transfers).where(eq(transfers.userId, user.id));
    const { '@id': _id, '@type': _type, ...wallet } = await presentWallet(db, user.id);
    return { ...wallet, pendingTransfers: centsToEuros(Number(sums!.pending)), confirmedTransfers: centsToEuros(Number(sums!.confirmed)) };
  });

  app.get('/api/wallet_movements', { schema: { tags: ['wallet'] } }, (request) => {
    const { user } = requireSession(request);
    return listFrom(request, WALLET_MOVEMENT_COLLECTION, walletMovementSource(db), presentWalletMovement,
      isAdmin(user) ? isNotNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, user.id));
  });

  app.get('/api/wallet_movements/:id', { schema: { tags: ['wallet'], params: idParams } }, async (request) => {
    const { user } = requireSession(request);
    const [row] = await walletMovementSource(db).page(eq(ledgerEntries.id, request.params.id), { page: 1, itemsPerPage: 1, offset: 0, where: undefined, orderBy: [] });
    if (!row || row.userId === null || !isOwnerOrAdmin(user, row.userId)) throw new AppError('NOT_FOUND');
    return presentWalletMovement(row);
  });

  app.get('/api/wallets/:id', { schema: { tags: ['wallet'], params: idParams } }, async (request) => {
    const session = requireSession(request);
    assertOwnerOrAdmin(session.user, request.params.id);
    return presentWallet(db, request.params.id);
  });
};
