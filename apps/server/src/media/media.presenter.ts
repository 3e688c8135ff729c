import type { MediaObject } from '@vo/domain';
import type { FastifyReply } from 'fastify';
import { hydraItem } from '../lib/hydra';
import { nameForType } from './file-name';
import type { MediaMetadata } from './media.service';

/** Spec section 7 MediaObject: what the file is, never its bytes (those come from `contentUrl`). */
export const presentMedia = (row: MediaMetadata): MediaObject =>
  hydraItem('media_objects', 'MediaObject', row.id, {
    owner: `/api/users/${row.ownerId}`,
    kind: row.kind,
    mimeType: row.mimeType,
    originalName: row.originalName,
    size: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    contentUrl: `/api/media_objects/${row.id}/content`,
  });

/** RFC 6266: an ASCII name for old clients, then the exact name in UTF-8 (read first by the web app). */
function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${type}; filename*=UTF-8''${encodeURIComponent(name)}; filename="${ascii}"`;
}

/**
 * Sends stored bytes with the type decided at upload (never sniffed again by the browser: nosniff). Documents
 * are attachments nobody caches; the public photo is shown inline and may be cached for a while, by anyone
 * (`public`) or, behind a login, by the browser only (`private`).
 */
export function sendMedia(
  reply: FastifyReply,
  row: Pick<MediaMetadata, 'mimeType' | 'originalName'>,
  content: Buffer,
  disposition: 'attachment' | 'inline',
  audience: 'public' | 'private' = 'public',
) {
  return reply
    .type(row.mimeType)
    // Files stored before names followed their type (issue 13) are renamed on the way out too.
    .header('content-disposition', contentDisposition(disposition, nameForType(row.originalName, row.mimeType, 'file')))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', disposition === 'attachment' ? 'private, no-store' : `${audience}, max-age=300`)
    .send(content);
}
