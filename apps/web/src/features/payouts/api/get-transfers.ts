import { queryOptions } from '@tanstack/react-query';
import type { SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import { TRANSFER_STATUSES, type Transfer, type TransferStatus } from '@vo/domain';

// Spec section 3 "Transfer" (a payout request), amounts in euros: packages/domain's response schema.
export { TRANSFER_STATUSES, type Transfer, type TransferStatus };

export const TRANSFER_SORTS = ['createAt', 'requestAmount', 'actualAmount', 'status'] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];

export interface TransfersQuery extends SortedPageRequest<TransferSort> {
  status?: string;
}

export type TransfersPage = Page<Transfer>;

/** GET /api/transfers: the member's own payout requests, a page at a time. */
export function getTransfers(query: TransfersQuery, signal?: AbortSignal): Promise<TransfersPage> {
  const { page, itemsPerPage, sort, status } = query;
  return fetchPage<Transfer>('/api/transfers', { page, itemsPerPage, order: sort, filters: { status } }, signal);
}

export const TRANSFERS_QUERY_KEY = ['transfers'] as const;

export const transfersQueryOptions = (query: TransfersQuery) =>
  queryOptions({ queryKey: [...TRANSFERS_QUERY_KEY, query], queryFn: ({ signal }) => getTransfers(query, signal) });
