import { count, eq, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { memberColumns } from '../admin/member-ref';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, profiles, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import { listFrom, type CollectionSource } from '../lib/collection-route';
import { presentAdminWalletMovement, presentWalletMovement } from './wallet-movement.presenter';

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
  member: memberColumns,
};

/** The joins every movement query needs (filters and search may use any of them); the owner's join keeps member accounts only. */
function joinMovements<T extends PgSelect>(query: T) {
  return query
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(users, eq(users.id, ledgerAccounts.userId))
    .leftJoin(profiles, eq(profiles.userId, ledgerAccounts.userId))
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

/** One page of the viewer's own movements (an admin lists every member's on the console's route). */
export function listWalletMovements(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listFrom(request, WALLET_MOVEMENT_COLLECTION, walletMovementSource(db), presentWalletMovement, eq(ledgerAccounts.userId, viewer.id));
}

/** GET /api/admin/wallet_movements: the member filters, plus `user` (a member's id), order by member and `search` on username/e-mail too. */
export const ADMIN_WALLET_MOVEMENT_COLLECTION: CollectionSpec = {
  ...WALLET_MOVEMENT_COLLECTION,
  order: { ...WALLET_MOVEMENT_COLLECTION.order, username: users.username },
  search: [...(WALLET_MOVEMENT_COLLECTION.search ?? []), users.username, users.email],
};

/** One page of every member's movements with whose they are (the caller has checked the viewer is an admin). */
export function listAdminWalletMovements(db: Db, request: FastifyRequest) {
  return listFrom(request, ADMIN_WALLET_MOVEMENT_COLLECTION, walletMovementSource(db), presentAdminWalletMovement);
}

/** One movement on a member's account by id, or null (an entry on a company account is no movement). */
export async function findWalletMovement(db: Db, id: number) {
  const [row] = await movements(db).where(eq(ledgerEntries.id, id));
  return row ?? null;
}
