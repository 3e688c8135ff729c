import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

export const TRANSFER_STATUSES = ['pending', 'cancelled', 'accepted'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Spec section 3 "Transfer" (a payout request), amounts in euros. */
export interface Transfer {
  id: number;
  status: TransferStatus;
  amount: number;
  requestAmount: number;
  transferCost: number;
  irpfRate: number;
  ivaRate: number;
  irpf: number;
  iva: number;
  requestTotal: number;
  actualAmount: number;
  iban: string;
  bic: string;
  reason: string | null;
  invoice: string | null;
  invoiceNo: string | null;
  confirmAt: string | null;
  createAt: string;
}

export const TRANSFER_SORTS = ['createAt', 'requestAmount', 'actualAmount', 'status'] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];

export interface TransfersQuery {
  page: number;
  itemsPerPage: number;
  sort: { id: TransferSort; direction: 'asc' | 'desc' };
  status?: string;
}

export interface TransfersPage {
  transfers: Transfer[];
  total: number;
}

/** GET /api/transfers: the member's own payout requests, a page at a time. */
export async function getTransfers(query: TransfersQuery, signal?: AbortSignal): Promise<TransfersPage> {
  const params = new URLSearchParams({ page: String(query.page), itemsPerPage: String(query.itemsPerPage), [`order[${query.sort.id}]`]: query.sort.direction });
  if (query.status) params.set('status', query.status);
  const body = await apiFetch<HydraCollection<Transfer>>(`/api/transfers?${params.toString()}`, { signal });
  return { transfers: body['hydra:member'], total: body['hydra:totalItems'] };
}

export const TRANSFERS_QUERY_KEY = ['transfers'] as const;

export const transfersQueryOptions = (query: TransfersQuery) =>
  queryOptions({ queryKey: [...TRANSFERS_QUERY_KEY, query], queryFn: ({ signal }) => getTransfers(query, signal) });

export function useTransfers(query: TransfersQuery) {
  return useQuery({ ...transfersQueryOptions(query), placeholderData: keepPreviousData });
}
