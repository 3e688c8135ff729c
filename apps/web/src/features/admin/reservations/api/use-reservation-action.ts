import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReservation } from '@vo/domain';
import { ADMIN_RESERVATIONS_QUERY_KEY } from './get-admin-reservations';

/**
 * A staff action on one reservation: the list and the detail are read again afterwards, on failure too (a
 * reservation another admin changed meanwhile shows its new state).
 */
export function useReservationAction<Input>(action: (input: Input) => Promise<AdminReservation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_RESERVATIONS_QUERY_KEY }),
  });
}
