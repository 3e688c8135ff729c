import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import { requiredText, whenMissingOr, whenMissingOrWrongType } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** The cms pages a member accepts (spec section 2 "contract"): each has a version, and a new one is accepted again. */
export const LEGAL_DOCUMENT_KEYS = ['terms', 'privacy', 'contract'] as const;
export type LegalDocumentKey = (typeof LEGAL_DOCUMENT_KEYS)[number];

/** POST /api/document_acceptances: the member accepts this version of a document (it must be the current one). */
export const documentAcceptanceSchema = z.object({
  keyName: z.enum(LEGAL_DOCUMENT_KEYS, whenMissingOr('validation.invalid')),
  version: z.number(whenMissingOrWrongType).int('validation.integer').positive(),
});
export type DocumentAcceptanceInput = z.input<typeof documentAcceptanceSchema>;

const LEGAL_DOCUMENT_CONTENT_MAX = 100_000;

/**
 * PUT /api/admin/cms/{id}: an admin rewrites one language of a legal document. `newVersion` publishes it as a
 * new version of the document (all languages), which every member accepts again; without it the text of the
 * current version is corrected in place (a typo) and nobody is asked again.
 */
export const legalDocumentUpdateSchema = z.object({
  title: requiredText(200),
  content: z.string(whenMissingOrWrongType).trim().min(1, 'validation.required').max(LEGAL_DOCUMENT_CONTENT_MAX),
  newVersion: z.boolean(whenMissingOrWrongType),
});
export type LegalDocumentUpdate = z.output<typeof legalDocumentUpdateSchema>;
export type LegalDocumentUpdateInput = z.input<typeof legalDocumentUpdateSchema>;

/**
 * GET /api/cms item: a page of text in one language at its current version (the legal documents terms, privacy
 * and contract among them; `keyName` is any page's key).
 */
const cmsShape = {
  keyName: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  content: z.string(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
};
export const cmsSchema = hydraItemSchema('Cms', cmsShape);
export type Cms = z.infer<typeof cmsSchema>;
export const cmsCollectionSchema = hydraCollectionSchema(cmsSchema);

/** A cms page that is one of the legal documents: GET /api/document_acceptances/pending lists those still to accept. */
export const legalDocumentSchema = hydraItemSchema('Cms', { ...cmsShape, keyName: z.enum(LEGAL_DOCUMENT_KEYS) });
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export const legalDocumentCollectionSchema = hydraCollectionSchema(legalDocumentSchema);

const documentAcceptanceShape = {
  keyName: z.enum(LEGAL_DOCUMENT_KEYS),
  version: z.number().int(),
  /** The accepted version's title in the reader's language. */
  title: z.string(),
  /** The language of the text the member accepted. */
  language: z.enum(LANGUAGES),
  acceptedAt: z.iso.datetime(),
  /** The version in force now (null if the document is gone), and whether it is the one accepted. */
  currentVersion: z.number().int().nullable(),
  isCurrent: z.boolean(),
};

/** GET /api/document_acceptances item: a document version the member accepted. */
export const documentAcceptanceResponseSchema = hydraItemSchema('DocumentAcceptance', documentAcceptanceShape);
export type DocumentAcceptance = z.infer<typeof documentAcceptanceResponseSchema>;
export const documentAcceptanceCollectionSchema = hydraCollectionSchema(documentAcceptanceResponseSchema);

/** GET /api/document_acceptances/{id}, POST /api/document_acceptances: the acceptance with the text of the version accepted. */
export const documentAcceptanceWithTextSchema = hydraItemSchema('DocumentAcceptance', { ...documentAcceptanceShape, content: z.string() });
export type DocumentAcceptanceWithText = z.infer<typeof documentAcceptanceWithTextSchema>;
