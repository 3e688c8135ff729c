import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyAccounts } from '@vo/domain';
import { apiFetch } from '@/api/client';

export type { CompanyAccounts };

/** The days of a summary: a company month (`YYYY-MM`) or two company days, both included. */
export type SummaryPeriod = { period: string } | { from: string; to: string };

/** GET /api/admin/company_accounts: the period's company accounts in cents, summed from the ledger. */
export const useCompanyAccounts = (period: SummaryPeriod | null) =>
  useQuery(queryOptions({
    queryKey: ['admin', 'company-accounts', period],
    queryFn: ({ signal }) => apiFetch<CompanyAccounts>(`/api/admin/company_accounts?${new URLSearchParams(period!)}`, { signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  }));
