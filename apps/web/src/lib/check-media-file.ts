import { acceptedMediaTypes, checkMediaFile, MEDIA_SNIFF_BYTES, type MediaKind } from '@vo/domain';

/**
 * The server's own rule (@vo/domain checkMediaFile) run before the upload: type from the first bytes, at
 * most 2 MB, not empty. Answers the catalogue key of the refusal, so the message is the server's too.
 */
export async function fileProblem(kind: MediaKind, file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, MEDIA_SNIFF_BYTES).arrayBuffer());
  const check = checkMediaFile(kind, file.size, head);
  return check.ok ? null : check.problem;
}

/** The file picker's filter; only a hint, the check above decides. */
export const acceptFor = (kind: MediaKind) => acceptedMediaTypes(kind).join(',');
