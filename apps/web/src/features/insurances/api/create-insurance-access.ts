import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsuranceAccess, InsuranceAccessCreate } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { INSURANCE_ACCESSES_QUERY_KEY } from './get-insurance-accesses';

/** POST /api/insurance_accesses: a new access, e-mailed with a copy to the member. */
export function useCreateInsuranceAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: InsuranceAccessCreate) => apiFetch<InsuranceAccess>('/api/insurance_accesses', { method: 'POST', body: values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSURANCE_ACCESSES_QUERY_KEY }),
  });
}
