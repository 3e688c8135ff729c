import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisableTwoFactor, EnableTwoFactor, TwoFactorDisabled, TwoFactorEnabled, TwoFactorSetup, TwoFactorState } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';
import { ME_QUERY_KEY } from '@/api/me-query';

/** The member's two-factor state (no item until the first setup) and a new secret to scan (the QR code is a PNG data URL). */
export type { TwoFactorSetup, TwoFactorState };

export const TWO_FACTOR_QUERY_KEY = ['two-factor'] as const;

/** GET /api/google_fas: a collection of zero or one item. */
export const twoFactorQueryOptions = () =>
  queryOptions({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const body = await apiFetch<HydraCollection<TwoFactorState>>('/api/google_fas', { signal });
      return body['hydra:member'][0] ?? null;
    },
  });

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}

const post = <T>(body: Record<string, unknown>) => apiFetch<T>('/api/google_fas', { method: 'POST', body });

/** The state and the home alert (GET /api/me alerts.twoFactorDisabled) both change with it. */
function useTwoFactorMutation<V, T>(mutationFn: (values: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })]),
  });
}

export const useSetupTwoFactor = () => useTwoFactorMutation(() => post<TwoFactorSetup>({ action: 'setup' }));
/** The ten recovery codes come back this once. */
export const useEnableTwoFactor = () =>
  useTwoFactorMutation((values: EnableTwoFactor) => post<TwoFactorEnabled>({ action: 'enable', ...values }));
export const useDisableTwoFactor = () => useTwoFactorMutation((values: DisableTwoFactor) => post<TwoFactorDisabled>({ action: 'disable', ...values }));
