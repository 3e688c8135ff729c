import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import { ADMIN_VARIABLES_QUERY_KEY, type AdminVariable } from './get-admin-variables';
import { SETTINGS_CHANGES_QUERY_KEY } from './get-settings-changes';

/** PUT /api/admin/variables/{id}: the new value, checked by the rule of its key; the change is audited. */
export function updateVariable(id: number, value: string): Promise<AdminVariable> {
  return apiFetch<AdminVariable>(`/api/admin/variables/${id}`, { method: 'PUT', body: { value } });
}

export function useUpdateVariable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: string }) => updateVariable(id, value),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_VARIABLES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SETTINGS_CHANGES_QUERY_KEY }),
      ]),
  });
}
