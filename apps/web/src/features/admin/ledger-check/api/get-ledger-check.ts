import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerCheckReport } from '@vo/domain';
import { apiFetch } from '@/api/client';

export type { LedgerCheckReport };

/** GET /api/admin/ledger_check: the `check:ledger` result and the balances behind it (euros); "check again" refetches. */
export const useLedgerCheck = () =>
  useQuery(queryOptions({
    queryKey: ['admin', 'ledger-check'],
    queryFn: ({ signal }) => apiFetch<LedgerCheckReport>('/api/admin/ledger_check', { signal }),
  }));
