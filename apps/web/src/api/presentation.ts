import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Presentation } from '@vo/domain';
import { apiFetch } from './client';

export const presentationQueryKey = (name: string) => ['presentation', name] as const;

/** GET /api/presentation/{name}: what a visitor of the public presentation page sees (no login). */
export const presentationQueryOptions = (name: string) =>
  queryOptions({
    queryKey: presentationQueryKey(name),
    queryFn: ({ signal }) => apiFetch<Presentation>(`/api/presentation/${encodeURIComponent(name)}`, { signal, auth: false }),
  });

/** The public page itself, and the landing-page screen's preview of its photo. */
export function usePresentation(name: string | undefined) {
  return useQuery({ ...presentationQueryOptions(name ?? ''), enabled: Boolean(name) });
}
