import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnjoyPassAccess, EnjoyPassGive } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { KeyedSubmission } from '@/lib/use-submission-key';
import { ENJOY_PASS_ACCESSES_QUERY_KEY } from './get-enjoy-pass-accesses';

/** POST /api/enjoy_pass_accesses: the credentials go by e-mail to the address; the same submission key gives the same access. */
export const giveEnjoyPass = ({ body, idempotencyKey }: KeyedSubmission<EnjoyPassGive>) =>
  apiFetch<EnjoyPassAccess>('/api/enjoy_pass_accesses', { method: 'POST', body, idempotencyKey });

export function useGiveEnjoyPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveEnjoyPass,
    // Given or refused, the list and the passes left show the server's truth afterwards.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ENJOY_PASS_ACCESSES_QUERY_KEY }),
  });
}
