import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WALLET_QUERY_KEY } from '@/api/wallet';
import type { Reservation } from '@vo/domain';
import { RESERVATIONS_QUERY_KEY } from './get-reservations';

/**
 * A change to a reservation moves points or money: the reservations and every balance are read again, and the
 * answer (the reservation as it now is) goes straight into its detail's cache.
 */
export function useReservationMutation<Vars>(send: (vars: Vars) => Promise<Reservation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (reservation) => {
      queryClient.setQueryData([...RESERVATIONS_QUERY_KEY, 'item', reservation.id], reservation);
      void queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_QUERY_KEY });
    },
  });
}
