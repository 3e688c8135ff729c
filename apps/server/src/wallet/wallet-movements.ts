import { centsToEuros } from '@vo/domain';
import { count, eq, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../db/schema';
import { parseAs, type CollectionQuery, type CollectionSpec } from '../lib/collection-query';
import type { CollectionSource } from '../lib/collection-route';
import { hydraItem } from '../lib/hydra';

const fromUsers = alias(users, 'from_users');

/**
 * GET /api/wallet_movements: one movement per ledger entry on a member's accounts. `type[]` filters the
 * business event (commission.direct, payout.request, ...), `action[]` the account (wallet_available,
 * wallet_retained, enjoy_points, travel_points); `search` matches the reason or who caused it.
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
  search: [ledgerTransactions.reason, fromUsers.username],
};

const columns = {
  id: ledgerEntries.id, amount: ledgerEntries.amount, createdAt: ledgerEntries.createdAt, account: ledgerAccounts.kind, userId: ledgerAccounts.userId,
  kind: ledgerTransactions.kind, reason: ledgerTransactions.reason, level: ledgerEntries.level, fromUsername: fromUsers.username, fromUserId: fromUsers.id,
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

export function walletMovementSource(db: Db): CollectionSource<WalletMovementRow> {
  return {
    page: (where: SQL | undefined, q: CollectionQuery) => movements(db).where(where).orderBy(...q.orderBy).limit(q.itemsPerPage).offset(q.offset),
    // The count needs the same joins: filters and search may use any of them.
    count: async (where: SQL | undefined) => (await joinMovements(db.select({ n: count() }).from(ledgerEntries).$dynamic()).where(where))[0]?.n ?? 0,
  };
}

/** Spec teasers: Enjoy Pass and Enjoy Points movements are told apart from the rest ("system"). */
function teaser(row: WalletMovementRow) {
  if (row.kind === 'payment.enjoy_pass') return 'enjoypass';
  if (row.account === 'enjoy_points') return 'enjoypoint';
  return 'system';
}

export const presentWalletMovement = (row: WalletMovementRow) =>
  hydraItem('wallet_movements', 'WalletMovement', row.id, {
    user: row.userId ? `/api/users/${row.userId}` : null,
    value: centsToEuros(row.amount),
    teaser: teaser(row),
    account: row.account,
    type: row.kind,
    reason: row.reason,
    level: row.level,
    fromUser: row.fromUserId ? { id: row.fromUserId, username: row.fromUsername } : null,
    createAt: row.createdAt.toISOString(),
  });
