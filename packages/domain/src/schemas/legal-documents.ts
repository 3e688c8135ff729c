import { z } from 'zod';
import { requiredText, whenMissingOr, whenMissingOrWrongType } from './fields';

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
