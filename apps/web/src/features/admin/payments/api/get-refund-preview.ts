import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundPreview } from '@vo/domain';
import { apiFetch } from '@/api/client';

export type { RefundPreview };

/** GET /api/admin/payments/{id}/refund-preview: what the refund would reverse, computed by the refund itself. */
export function getRefundPreview(id: number, signal?: AbortSignal): Promise<RefundPreview> {
  return apiFetch(`/api/admin/payments/${id}/refund-preview`, { signal });
}

// Always fresh: the balances it reads change with every movement.
export const refundPreviewQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['admin', 'payments', 'refund-preview', id], queryFn: ({ signal }) => getRefundPreview(id, signal), staleTime: 0, gcTime: 0 });

export const useRefundPreview = (id: number) => useQuery(refundPreviewQueryOptions(id));
