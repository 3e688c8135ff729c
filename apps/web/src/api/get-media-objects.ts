import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediaObject } from '@vo/domain';
import { apiFetch } from '@/api/client';
import type { HydraCollection } from '@/api/hydra';

/** One of the member's files as GET /api/media_objects describes it (no bytes: those are at `contentUrl`). */
export type { MediaObject };

export const MEDIA_OBJECTS_QUERY_KEY = ['media-objects'] as const;

/**
 * The member's current files by kind: the server keeps at most one per kind, so four rows at most. An admin
 * passes `owner` to read a member's files from the console.
 */
export const mediaObjectsQueryOptions = (owner?: number) =>
  queryOptions({
    queryKey: owner === undefined ? MEDIA_OBJECTS_QUERY_KEY : [...MEDIA_OBJECTS_QUERY_KEY, owner],
    queryFn: async ({ signal }) => {
      const url = owner === undefined ? '/api/media_objects' : `/api/media_objects?owner=${owner}`;
      const body = await apiFetch<HydraCollection<MediaObject>>(url, { signal });
      return new Map(body['hydra:member'].map((file) => [file.kind, file]));
    },
  });

export function useMediaObjects(owner?: number) {
  return useQuery(mediaObjectsQueryOptions(owner));
}
