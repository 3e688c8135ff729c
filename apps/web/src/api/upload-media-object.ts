import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MediaKind } from '@vo/domain';
import { apiFetch } from '@/api/client';
import { MEDIA_OBJECTS_QUERY_KEY, type MediaObject } from './get-media-objects';

/** POST /api/media_objects (multipart `kind`, `file`): replaces the member's previous file of that kind. */
export function uploadMediaObject({ kind, file }: { kind: MediaKind; file: File }): Promise<MediaObject> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiFetch<MediaObject>('/api/media_objects', { method: 'POST', multipart: form });
}

export function useUploadMediaObject(onUploaded?: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMediaObject,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: MEDIA_OBJECTS_QUERY_KEY }), onUploaded?.()]),
  });
}
