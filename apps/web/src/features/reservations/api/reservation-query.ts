import { queryOptions } from '@tanstack/react-query';
import { getReservation } from '@/api/get-reservation';
import { RESERVATIONS_QUERY_KEY } from './get-reservations';

export const reservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...RESERVATIONS_QUERY_KEY, 'item', id], queryFn: ({ signal }) => getReservation(id, signal) });
