import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
import { addDays, madridDayStart } from '@vo/domain';

/** A payout request as an admin lists it (docs/api.md "transfers"); amounts in euros. */
export interface AdminTransfer {
  id: number;
  username: string;
  status: 'pending' | 'cancelled' | 'accepted';
  requestAmount: number;
  transferCost: number;
  irpfRate: number;
  ivaRate: number;
  irpf: number;
  iva: number;
  actualAmount: number;
  iban: string;
  bic: string;
  reason: string | null;
  invoiceNo: string | null;
  confirmAt: string | null;
  createAt: string;
}

export const ADMIN_TRANSFER_SORTS = ['createAt', 'confirmAt', 'username', 'requestAmount', 'actualAmount'] as const;
export type AdminTransferSort = (typeof ADMIN_TRANSFER_SORTS)[number];

export interface AdminTransfersQuery {
  status: 'pending' | 'accepted';
  page: number;
  itemsPerPage: number;
  sort: { id: AdminTransferSort; direction: 'asc' | 'desc' };
  search?: string;
  /** Company days (Europe/Madrid) of acceptance, both included: the bank export's range. */
  from?: string;
  to?: string;
}

export function adminTransfersParams(query: AdminTransfersQuery): URLSearchParams {
  const params = new URLSearchParams({ status: query.status, page: String(query.page), itemsPerPage: String(query.itemsPerPage) });
  params.set(`order[${query.sort.id}]`, query.sort.direction);
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.from) params.set('confirmAt[after]', madridDayStart(query.from).toISOString());
  if (query.to) params.set('confirmAt[strictly_before]', madridDayStart(addDays(query.to, 1)).toISOString());
  return params;
}

/** GET /api/transfers as an admin: every member's payout requests of one status. */
export async function getAdminTransfers(query: AdminTransfersQuery, signal?: AbortSignal) {
  const body = await apiFetch<HydraCollection<AdminTransfer>>(`/api/transfers?${adminTransfersParams(query).toString()}`, { signal });
  return { transfers: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const ADMIN_TRANSFERS_QUERY_KEY = ['admin', 'transfers'] as const;

export const adminTransfersQueryOptions = (query: AdminTransfersQuery) =>
  queryOptions({ queryKey: [...ADMIN_TRANSFERS_QUERY_KEY, query], queryFn: ({ signal }) => getAdminTransfers(query, signal) });

export function useAdminTransfers(query: AdminTransfersQuery) {
  return useQuery({ ...adminTransfersQueryOptions(query), placeholderData: keepPreviousData });
}
