import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletAccount } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { fetchAll, type HydraCollection } from '@/api/hydra';
import { WALLET_QUERY_KEY } from '@/api/wallet';

/** Spec section 3 "Wallet movement"; `value` in euros (points for the points accounts), signed. */
export interface WalletMovement {
  id: number;
  value: number;
  teaser: 'enjoypass' | 'enjoypoint' | 'system';
  account: WalletAccount;
  type: string;
  reason: string;
  level: number | null;
  fromUser: { id: number; username: string } | null;
  createAt: string;
}

/** The displayed columns the API orders by (spec section 7); "type" is not among them. */
export const WALLET_MOVEMENT_SORTS = ['createAt', 'fromUser.username', 'level', 'value'] as const;
export type WalletMovementSort = (typeof WALLET_MOVEMENT_SORTS)[number];

/** What the filters select; days are YYYY-MM-DD in the member's own time zone, both included. */
export interface WalletMovementFilter {
  type?: string;
  account?: string;
  search?: string;
  from?: string;
  to?: string;
}

export interface WalletMovementsQuery extends WalletMovementFilter {
  page: number;
  itemsPerPage: number;
  sort: { id: WalletMovementSort; direction: 'asc' | 'desc' };
}

/** The instant a local day starts, as the API's date filters read it. */
const dayStart = (day: string, plusDays = 0) => {
  const date = new Date(`${day}T00:00:00`);
  date.setDate(date.getDate() + plusDays);
  return date.toISOString();
};

/** The filter and order part of the query, with the API's names (spec section 7). */
export function walletMovementParams(filter: WalletMovementFilter, sort: WalletMovementsQuery['sort']): Record<string, string> {
  const params: Record<string, string> = { [`order[${sort.id}]`]: sort.direction };
  if (filter.type) params['type[]'] = filter.type;
  if (filter.account) params['action[]'] = filter.account;
  if (filter.search?.trim()) params.search = filter.search.trim();
  if (filter.from) params['createAt[after]'] = dayStart(filter.from);
  if (filter.to) params['createAt[strictly_before]'] = dayStart(filter.to, 1);
  return params;
}

export interface WalletMovementsPage {
  movements: WalletMovement[];
  total: number;
}

/** GET /api/wallet_movements: one page of the member's movements, filtered and sorted by the server. */
export async function getWalletMovements(query: WalletMovementsQuery, signal?: AbortSignal): Promise<WalletMovementsPage> {
  const params = new URLSearchParams({ ...walletMovementParams(query, query.sort), page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  const body = await apiFetch<HydraCollection<WalletMovement>>(`/api/wallet_movements?${params.toString()}`, { signal });
  return { movements: body['hydra:member'], total: body['hydra:totalItems'] };
}

/** Every movement the filters select, all pages (the CSV export). */
export function getAllWalletMovements(filter: WalletMovementFilter, sort: WalletMovementsQuery['sort']): Promise<WalletMovement[]> {
  return fetchAll<WalletMovement>('/api/wallet_movements', walletMovementParams(filter, sort));
}

/** Under the wallet's key: anything that moves a balance refreshes the movements too. */
export const WALLET_MOVEMENTS_QUERY_KEY = [...WALLET_QUERY_KEY, 'movements'] as const;

export const walletMovementsQueryOptions = (query: WalletMovementsQuery) =>
  queryOptions({ queryKey: [...WALLET_MOVEMENTS_QUERY_KEY, query], queryFn: ({ signal }) => getWalletMovements(query, signal) });

export function useWalletMovements(query: WalletMovementsQuery) {
  return useQuery({ ...walletMovementsQueryOptions(query), placeholderData: keepPreviousData });
}
