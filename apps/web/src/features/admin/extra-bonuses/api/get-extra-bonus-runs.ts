import { queryOptions } from '@tanstack/react-query';
import type { ExtraBonusRunRecord } from '@vo/domain';
import { fetchPage } from '@/api/hydra';

/** One paid period's statement, as GET /api/admin/extra_bonus_runs gives it (euros; schema in packages/domain). */
export type { ExtraBonusRunRecord };

/** The statements, newest period first (monthly and annual together). */
export const extraBonusRunsQueryOptions = ({ page, itemsPerPage }: { page: number; itemsPerPage: number }) =>
  queryOptions({
    queryKey: ['admin', 'extra-bonus-runs', page, itemsPerPage],
    queryFn: ({ signal }) => fetchPage<ExtraBonusRunRecord>('/api/admin/extra_bonus_runs', { page, itemsPerPage }, signal),
  });
