import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialOffer, SpecialOfferCreate, SpecialOfferPatch } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { fetchPage } from '@/api/hydra';

export type { SpecialOffer };

const SPECIAL_OFFERS_QUERY_KEY = ['admin', 'special_offers'] as const;

export interface SpecialOffersQuery {
  page: number;
  itemsPerPage: number;
}

/** GET /api/admin/special_offers: one page of the offers, the latest days first (the server's order). */
export const specialOffersQueryOptions = (query: SpecialOffersQuery) =>
  queryOptions({ queryKey: [...SPECIAL_OFFERS_QUERY_KEY, query], queryFn: ({ signal }) => fetchPage<SpecialOffer>('/api/admin/special_offers', query, signal) });

/** A new offer (POST), or the figures of an existing one (PATCH /{id}); the level of an offer does not change. */
export type SpecialOfferSave = { id: null; offer: SpecialOfferCreate } | { id: number; offer: SpecialOfferPatch };

export function saveSpecialOffer({ id, offer }: SpecialOfferSave): Promise<SpecialOffer> {
  return id === null
    ? apiFetch<SpecialOffer>('/api/admin/special_offers', { method: 'POST', body: offer })
    : apiFetch<SpecialOffer>(`/api/admin/special_offers/${id}`, { method: 'PATCH', body: offer });
}

export function useSaveSpecialOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpecialOffer,
    // The registration form's levels carry today's offer too.
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: SPECIAL_OFFERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ['member_ships'] }),
    ]),
  });
}
