import { z } from 'zod';
import { MEDIA_KINDS, MEDIA_TYPES } from '../media';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Spec section 7 MediaObject: what the file is, never its bytes (those are at `contentUrl`). */
export const mediaObjectSchema = hydraItemSchema('MediaObject', {
  /** The member's IRI. */
  owner: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Read from the file's first bytes at upload. */
  mimeType: z.enum(MEDIA_TYPES),
  originalName: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  contentUrl: z.string(),
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;
export const mediaObjectCollectionSchema = hydraCollectionSchema(mediaObjectSchema);
