import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cms } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** GET /api/cms?keyName=terms&language={lang}: the terms and conditions text. */
export async function getTerms(language: string, signal?: AbortSignal): Promise<Cms | null> {
  const params = new URLSearchParams({ keyName: 'terms', language });
  const body = await apiFetch<HydraCollection<Cms>>(`/api/cms?${params.toString()}`, { signal, auth: false });
  return body['hydra:member'][0] ?? null;
}

export const termsQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['cms', 'terms', language], queryFn: ({ signal }) => getTerms(language, signal), staleTime: 10 * 60_000 });

export function useTerms(language: string, enabled: boolean) {
  return useQuery({ ...termsQueryOptions(language), enabled });
}
