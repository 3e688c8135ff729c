import { downloadFile } from '@/api/download';
import type { MediaObject } from './get-media-objects';

/** GET /api/media_objects/{id}/content: only the owner (and admins) may, so it goes through the bearer token. */
export function downloadMediaObject(file: Pick<MediaObject, 'contentUrl' | 'originalName'>): Promise<string> {
  return downloadFile(file.contentUrl, { fallbackName: file.originalName });
}
