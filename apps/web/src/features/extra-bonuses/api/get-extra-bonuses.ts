import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExtraBonusEstimate, ExtraBonusKind, ExtraBonusPeriod } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { fetchPage } from '@/api/hydra';

/** A paid period with my share, and the running period's estimate (schemas in packages/domain). */
export type { ExtraBonusEstimate, ExtraBonusKind, ExtraBonusPeriod };

export interface ExtraBonusHistoryQuery {
  kind: ExtraBonusKind;
  page: number;
  itemsPerPage: number;
}

/** GET /api/extra_bonuses: the paid periods of a kind, newest first, with my share. */
export const extraBonusHistoryQueryOptions = ({ kind, page, itemsPerPage }: ExtraBonusHistoryQuery) =>
  queryOptions({
    queryKey: ['extra-bonuses', 'history', kind, page, itemsPerPage],
    queryFn: ({ signal }) => fetchPage<ExtraBonusPeriod>('/api/extra_bonuses', { page, itemsPerPage, filters: { kind } }, signal),
  });

/** GET /api/extra_bonuses/current: the running period's pool so far and my estimated share. */
export function useExtraBonusEstimate(kind: ExtraBonusKind) {
  return useQuery(queryOptions({
    queryKey: ['extra-bonuses', 'current', kind],
    queryFn: ({ signal }) => apiFetch<ExtraBonusEstimate>(`/api/extra_bonuses/current?kind=${kind}`, { signal }),
    staleTime: 60_000,
  }));
}
