import { and, count, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentWalletMovement } from './wallet-movement.presenter';

const fromUsers = alias(users, 'from_users');

/**
 * GET /api/wallet_movements: one movement per ledger entry on a member's accounts. `type[]` filters the
 * business event (commission.direct, payout.request, ...), `action[]` the account (wallet_available,
 * wallet_retained, enjoy_points, travel_points); `search` matches the reason, who caused it or the reference (a locator).
 */
export const WALLET_MOVEMENT_COLLECTION: CollectionSpec = {
  order: {
    id: ledgerEntries.id, value: ledgerEntries.amount, teaser: ledgerAccounts.kind, reason: ledgerTransactions.reason,
    level: ledgerEntries.level, 'fromUser.username': fromUsers.username, createAt: ledgerEntries.createdAt,
  },
  defaultOrder: [ledgerEntries.id, 'desc'],
  filters: {
    type: { column: ledgerTransactions.kind, parse: parseAs.text },
    action: { column: ledgerAccounts.kind, parse: parseAs.text },
    user: { column: ledgerAccounts.userId, parse: parseAs.integer },
  },
  dates: { createAt: ledgerEntries.createdAt },
  search: [ledgerTransactions.reason, fromUsers.username, ledgerTransactions.reference],
};

const columns = {
  id: ledgerEntries.id, amount: ledgerEntries.amount, createdAt: ledgerEntries.createdAt, account: ledgerAccounts.kind, userId: ledgerAccounts.userId,
  kind: ledgerTransactions.kind, reason: ledgerTransactions.reason, reference: ledgerTransactions.reference, level: ledgerEntries.level, fromUsername: fromUsers.username, fromUserId: fromUsers.id,
};

/** The joins every movement query needs (filters and search may use any of them). */
function joinMovements<T extends PgSelect>(query: T) {
  return query
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(fromUsers, eq(fromUsers.id, ledgerTransactions.fromUserId));
}

const movements = (db: Db) => joinMovements(db.select(columns).from(ledgerEntries).$dynamic());

export type WalletMovementRow = Awaited<ReturnType<typeof movements>>[number];

function walletMovementSource(db: Db): CollectionSource<WalletMovementRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => movements(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    // The count needs the same joins: filters and search may use any of them.
    count: async (where: SQL | undefined) => (await joinMovements(db.select({ n: count() }).from(ledgerEntries).$dynamic()).where(where))[0]?.n ?? 0,
  };
}

/** One page of the movements the viewer may see: on their own accounts; an admin, on every member's (never the company's). */
export function listWalletMovements(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, WALLET_MOVEMENT_COLLECTION, walletMovementSource(db), presentWalletMovement,
    and(isNotNull(ledgerAccounts.userId), ownerScope(viewer, ledgerAccounts.userId)));
}

/** One movement on a member's account by id, or null (an entry on a company account is no movement). */
export async function findWalletMovement(db: Db, id: number) {
  const [row] = await movements(db).where(and(eq(ledgerEntries.id, id), isNotNull(ledgerAccounts.userId)));
  return row ?? null;
}
