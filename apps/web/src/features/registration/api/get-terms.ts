import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

export interface CmsPage {
  id: number;
  keyName: string;
  language: string;
  title: string;
  content: string;
}

/** GET /api/cms?keyName=terms&language={lang}: the terms and conditions text. */
export async function getTerms(language: string, signal?: AbortSignal): Promise<CmsPage | null> {
  const params = new URLSearchParams({ keyName: 'terms', language });
  const body = await apiFetch<HydraCollection<CmsPage>>(`/api/cms?${params.toString()}`, { signal, auth: false });
  return body['hydra:member'][0] ?? null;
}

export const termsQueryOptions = (language: string) =>
  queryOptions({ queryKey: ['cms', 'terms', language], queryFn: ({ signal }) => getTerms(language, signal), staleTime: 10 * 60_000 });

export function useTerms(language: string, enabled: boolean) {
  return useQuery({ ...termsQueryOptions(language), enabled });
}
