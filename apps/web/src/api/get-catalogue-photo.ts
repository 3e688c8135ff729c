import { useQuery } from '@tanstack/react-query';
import { apiErrorFrom } from '@/api/api-error';
import { currentAccessToken } from '@/api/client';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('photo unreadable'));
    reader.readAsDataURL(blob);
  });
}

/**
 * GET {base}/{id}/photo: the photo as a data URL. An <img> cannot send the bearer token the route needs, and the
 * server's Content-Security-Policy allows `data:` images but not `blob:` ones.
 */
export async function getCataloguePhoto(path: string, signal?: AbortSignal): Promise<string> {
  const token = await currentAccessToken();
  const response = await fetch(path, { signal, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw apiErrorFrom(response.status, null);
  return dataUrlOf(await response.blob());
}

/** The photo once loaded; its address changes with the photo, so it is cached by address for good. */
export function useCataloguePhoto(path: string | null): string | undefined {
  const query = useQuery({
    queryKey: ['catalogue-photo', path],
    queryFn: ({ signal }) => getCataloguePhoto(path!, signal),
    enabled: path !== null,
    staleTime: Infinity,
  });
  return query.data;
}
