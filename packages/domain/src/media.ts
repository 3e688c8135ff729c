/** What a member uploads (issue 6): identity and bank documents, and the presentation page's photo. */
export const MEMBER_MEDIA_KINDS = ['id_front', 'id_back', 'bank_certificate', 'photo'] as const;
export type MemberMediaKind = (typeof MEMBER_MEDIA_KINDS)[number];
/**
 * What only the staff upload (issue 15): catalogue photos, owned by the admin and shown to whoever may see the item,
 * and reservation tickets, owned by the member they are for. A member keeps one current file of each of their own
 * kinds; tickets add up, one per confirmed reservation, and a catalogue photo is replaced with its item.
 */
export const STAFF_MEDIA_KINDS = ['catalogue_photo', 'ticket'] as const;
/** Every stored kind. */
export const MEDIA_KINDS = [...MEMBER_MEDIA_KINDS, ...STAFF_MEDIA_KINDS] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** Whether a new upload of the kind replaces the owner's previous file of that kind (the member's own kinds only). */
export const replacesPreviousFile = (kind: MediaKind): boolean => (MEMBER_MEDIA_KINDS as readonly string[]).includes(kind);
/** The documents of the profile screen, in the order it shows them. */
export const DOCUMENT_KINDS = ['id_front', 'id_back', 'bank_certificate'] as const satisfies readonly MediaKind[];

/** The file types accepted, read from the bytes (spec section 5). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Spec sections 5 and 9: uploads up to 2 MB. */
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

// The first bytes of each accepted format: PNG's full 8-byte signature, JPEG's SOI plus a marker, "%PDF-".
const SIGNATURES: Record<MediaType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
};
/** How many leading bytes `sniffMediaType` needs. */
export const MEDIA_SNIFF_BYTES = 8;

/** The file's type from its content (magic bytes), never from its name or a browser's claim; null when not accepted. */
export function sniffMediaType(head: Uint8Array): MediaType | null {
  const matches = (signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);
  return MEDIA_TYPES.find((type) => matches(SIGNATURES[type])) ?? null;
}

/** Photos are shown in an <img>. */
const isPhoto = (kind: MediaKind) => kind === 'photo' || kind === 'catalogue_photo';

/** Spec section 5: documents are jpg, png or pdf; photos images only. */
export function acceptedMediaTypes(kind: MediaKind): readonly MediaType[] {
  return isPhoto(kind) ? ['image/jpeg', 'image/png'] : MEDIA_TYPES;
}

export type MediaFileCheck = { ok: true; type: MediaType } | { ok: false; problem: 'validation.photoFile' | 'validation.documentFile' };

/** Whether a file of this kind, size and first bytes may be stored: its type, or the catalogue key refusing it. */
export function checkMediaFile(kind: MediaKind, size: number, head: Uint8Array): MediaFileCheck {
  const type = sniffMediaType(head);
  if (size > 0 && size <= MEDIA_MAX_BYTES && type && acceptedMediaTypes(kind).includes(type)) return { ok: true, type };
  return { ok: false, problem: isPhoto(kind) ? 'validation.photoFile' : 'validation.documentFile' };
}
