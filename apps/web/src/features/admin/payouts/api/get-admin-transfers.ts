import { queryOptions } from '@tanstack/react-query';
import type { CollectionQuery, SortedPageRequest } from '@/api/collection-query';
import { fetchPage, type Page } from '@/api/hydra';
import { madridDayStart, type Transfer } from '@vo/domain';

export const ADMIN_TRANSFER_SORTS = ['createAt', 'confirmAt', 'username', 'requestAmount', 'actualAmount'] as const;
export type AdminTransferSort = (typeof ADMIN_TRANSFER_SORTS)[number];

export interface AdminTransfersQuery extends SortedPageRequest<AdminTransferSort> {
  status: Extract<Transfer['status'], 'pending' | 'accepted'>;
  search?: string;
  /** One member's id (the member's page); none is everyone's. */
  user?: string;
  /** Company days (Europe/Madrid) of acceptance, both included: the bank export's range. */
  from?: string;
  to?: string;
}

/** The collection query; the acceptance days are the company's, so the list and the bank export (cut by Madrid days) agree. */
function adminTransfersQuery(query: AdminTransfersQuery): CollectionQuery {
  return {
    page: query.page,
    itemsPerPage: query.itemsPerPage,
    order: query.sort,
    filters: { status: query.status, search: query.search, user: query.user },
    dates: { field: 'confirmAt', from: query.from, to: query.to, dayStart: (day) => new Date(madridDayStart(day)) },
  };
}

/** GET /api/transfers as an admin: every member's payout requests of one status. */
export function getAdminTransfers(query: AdminTransfersQuery, signal?: AbortSignal): Promise<Page<Transfer>> {
  return fetchPage<Transfer>('/api/transfers', adminTransfersQuery(query), signal);
}

export const ADMIN_TRANSFERS_QUERY_KEY = ['admin', 'transfers'] as const;

export const adminTransfersQueryOptions = (query: AdminTransfersQuery) =>
  queryOptions({ queryKey: [...ADMIN_TRANSFERS_QUERY_KEY, query], queryFn: ({ signal }) => getAdminTransfers(query, signal) });
