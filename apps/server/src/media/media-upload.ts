import { checkMediaFile, MEDIA_MAX_BYTES, MEMBER_MEDIA_KINDS, type MediaKind, type MediaType } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { nameForType } from './file-name';

/** An accepted upload: its kind, the member's name for it (with the extension of its type), the type read from its bytes. */
export interface MediaUpload {
  kind: MediaKind;
  originalName: string;
  mimeType: MediaType;
  content: Buffer;
}

/**
 * @fastify/multipart's options for the upload routes: one file of at most 2 MB, the `kind` field, nothing else.
 * A longer file arrives cut at the limit and flagged instead of thrown, so a `kind` sent after it is still read.
 */
export const MULTIPART_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 100, headerPairs: 20 },
};

// Path parts, control characters and quotes never reach a Content-Disposition header.
const cleanName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')].filter((c) => c >= ' ' && c !== '\u007f' && c !== '"').join('').trim().slice(0, 200);

/** The `kind` field's value, when it names a kind the caller may upload. */
function chosenKind(field: string | undefined, kinds: readonly MediaKind[]): MediaKind {
  if (!field) throw AppError.validation('kind', 'validation.required', { name: 'kind' });
  const kind = kinds.find((k) => k === field);
  if (!kind) throw AppError.validation('kind', 'validation.invalid', { name: 'kind' });
  return kind;
}

/**
 * Reads `multipart/form-data` with the fields `kind` and `file` (in any order) and refuses, with the spec's
 * message, a file that is empty, above 2 MB, or not a jpg, png or pdf by its first bytes (photo: jpg or png).
 * `kinds` are those the caller may upload; with `fixedKind` the route decides and no `kind` field is read.
 */
export async function readMediaUpload(
  request: FastifyRequest,
  { kinds = MEMBER_MEDIA_KINDS, fixedKind }: { kinds?: readonly MediaKind[]; fixedKind?: MediaKind } = {},
): Promise<MediaUpload> {
  if (!request.isMultipart()) throw AppError.validation('file', 'validation.required', { name: 'file' });
  let kindField: string | undefined;
  let file: { name: string; content: Buffer; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'kind') kindField = String(part.value);
      else if (part.type === 'file' && part.fieldname === 'file') {
        const content = await part.toBuffer();
        file = { name: cleanName(part.filename ?? ''), content, truncated: part.file.truncated };
      } else if (part.type === 'file') await part.toBuffer(); // an unknown file field is drained and ignored
    }
  } catch (error) {
    // The parser's own errors (no boundary, a body cut short) carry no status, yet are the client's
    // malformed body, not ours (issue 13, item 11); the multipart plugin's limits keep their 4xx.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST');
  }

  const kind = fixedKind ?? chosenKind(kindField, kinds);
  if (!file) throw AppError.validation('file', 'validation.required', { name: 'file' });

  const size = file.truncated ? MEDIA_MAX_BYTES + 1 : file.content.length;
  const check = checkMediaFile(kind, size, file.content);
  if (!check.ok) throw AppError.validation('file', check.problem);
  return { kind, originalName: nameForType(file.name, check.type, kind), mimeType: check.type, content: file.content };
}
