import { queryOptions } from '@tanstack/react-query';
import type { WalletMovement } from '@vo/domain';
import type { CollectionQuery, Order, SortedPageRequest } from '@/api/collection-query';
import { fetchAll, fetchPage, type Page } from '@/api/hydra';
import { WALLET_QUERY_KEY } from '@/api/wallet';

/** Spec section 3 "Wallet movement"; `value` in euros (points for the points accounts), signed (its schema is in packages/domain). */
export type { WalletMovement };

/** The displayed columns the API orders by (spec section 7); "type" is not among them. */
export const WALLET_MOVEMENT_SORTS = ['createAt', 'fromUser.username', 'level', 'value'] as const;
export type WalletMovementSort = (typeof WALLET_MOVEMENT_SORTS)[number];

/**
 * What the filters select; days are YYYY-MM-DD in the member's own time zone, both included. Shared by the
 * wallet movements page and the Enjoy Points page (its points accounts' movements).
 */
export interface WalletMovementFilter {
  type?: string;
  /** One account (the wallet page's filter) or several (the points accounts). */
  account?: string | readonly string[];
  search?: string;
  from?: string;
  to?: string;
}

export interface WalletMovementsQuery extends WalletMovementFilter, SortedPageRequest<WalletMovementSort> {
}

/** The filter and order part of the query, with the API's names (spec section 7); the console's list adds its member filter. */
export function walletMovementsQuery(filter: WalletMovementFilter, sort: Order): CollectionQuery {
  return {
    order: sort,
    filters: { 'type[]': filter.type, 'action[]': filter.account, search: filter.search },
    dates: { field: 'createAt', from: filter.from, to: filter.to },
  };
}

export type WalletMovementsPage = Page<WalletMovement>;

/** GET /api/wallet_movements: one page of the member's movements, filtered and sorted by the server. */
export function getWalletMovements(query: WalletMovementsQuery, signal?: AbortSignal): Promise<WalletMovementsPage> {
  return fetchPage<WalletMovement>('/api/wallet_movements', { ...walletMovementsQuery(query, query.sort), page: query.page, itemsPerPage: query.itemsPerPage }, signal);
}

/** Every movement the filters select, all pages (the CSV export). */
export function getAllWalletMovements(filter: WalletMovementFilter, sort: WalletMovementsQuery['sort']): Promise<WalletMovement[]> {
  return fetchAll<WalletMovement>('/api/wallet_movements', walletMovementsQuery(filter, sort));
}

/** Under the wallet's key: anything that moves a balance refreshes the movements too. */
export const WALLET_MOVEMENTS_QUERY_KEY = [...WALLET_QUERY_KEY, 'movements'] as const;

export const walletMovementsQueryOptions = (query: WalletMovementsQuery) =>
  queryOptions({ queryKey: [...WALLET_MOVEMENTS_QUERY_KEY, query], queryFn: ({ signal }) => getWalletMovements(query, signal) });
