import { queryOptions } from '@tanstack/react-query';
import type { AdminWalletMovement } from '@vo/domain';
import { fetchPage, type Page } from '@/api/hydra';
import type { SortedPageRequest } from '@/api/collection-query';
import { WALLET_MOVEMENT_SORTS, walletMovementsQuery, type WalletMovementFilter } from '@/api/wallet-movements';

export type { AdminWalletMovement };

/** The member's sorts, plus the member's username. */
export const ADMIN_WALLET_MOVEMENT_SORTS = [...WALLET_MOVEMENT_SORTS, 'username'] as const;
export type AdminWalletMovementSort = (typeof ADMIN_WALLET_MOVEMENT_SORTS)[number];

export interface AdminWalletMovementsQuery extends WalletMovementFilter, SortedPageRequest<AdminWalletMovementSort> {
  /** One member's id; none is everyone's. */
  user?: string;
}

/** GET /api/admin/wallet_movements: one page of every member's movements (the member's filters plus the member). */
export function getAdminWalletMovements(query: AdminWalletMovementsQuery, signal?: AbortSignal): Promise<Page<AdminWalletMovement>> {
  const base = walletMovementsQuery(query, query.sort);
  return fetchPage<AdminWalletMovement>(
    '/api/admin/wallet_movements',
    { ...base, filters: { ...base.filters, user: query.user }, page: query.page, itemsPerPage: query.itemsPerPage },
    signal,
  );
}

export const adminWalletMovementsQueryOptions = (query: AdminWalletMovementsQuery) =>
  queryOptions({ queryKey: ['admin', 'wallet-movements', query], queryFn: ({ signal }) => getAdminWalletMovements(query, signal) });
