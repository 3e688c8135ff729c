import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiErrorFrom } from '@/api/api-error';
import { currentAccessToken } from '@/api/client';

/** GET {base}/{id}/photo: the photo as a blob (an <img> cannot send the bearer token the route needs). */
export async function getCataloguePhoto(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = await currentAccessToken();
  const response = await fetch(path, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw apiErrorFrom(response.status, null);
  return response.blob();
}

/** The photo's object URL once loaded (its address changes with the photo, so it is cached by address). */
export function useCataloguePhoto(path: string | null): string | undefined {
  const query = useQuery({
    queryKey: ['catalogue-photo', path],
    queryFn: ({ signal }) => getCataloguePhoto(path!, signal),
    enabled: path !== null,
    staleTime: Infinity,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : undefined), [query.data]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
