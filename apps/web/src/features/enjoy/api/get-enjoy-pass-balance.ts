import { useQuery } from '@tanstack/react-query';
import type { EnjoyPassBalance } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { ENJOY_PASS_ACCESSES_QUERY_KEY } from './get-enjoy-pass-accesses';

/** GET /api/enjoy_pass_balance: passes bought, given and left, and how long given credentials last. */
export const getEnjoyPassBalance = (signal?: AbortSignal) => apiFetch<EnjoyPassBalance>('/api/enjoy_pass_balance', { signal });

export const useEnjoyPassBalance = () =>
  useQuery({ queryKey: [...ENJOY_PASS_ACCESSES_QUERY_KEY, 'balance'], queryFn: ({ signal }) => getEnjoyPassBalance(signal) });
