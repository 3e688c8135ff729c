import { z } from 'zod';
import { emailField } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/**
 * The `insurancePartnerUrl` variable until an admin sets the company's partner: its page with the agency code;
 * `{code}` becomes the access code.
 */
export const DEFAULT_INSURANCE_PARTNER_URL = 'https://multiseguros.example.com/acceso?agencia=VIRTUALOFFICE&codigo={code}';

/** POST /api/insurance_accesses: where the access goes; without an address, the member's own e-mail. */
export const insuranceAccessCreateSchema = z.object({
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), emailField.optional()),
});
export type InsuranceAccessCreate = z.output<typeof insuranceAccessCreateSchema>;

/** Spec section 3 "Insurance access": the address, the access (code and link), where the copy went, when. */
export const insuranceAccessSchema = hydraItemSchema('InsuranceAccess', {
  email: z.string(),
  /** The partner's access code, unguessable, one per request. */
  access: z.string(),
  /** The partner's page for this access (the `insurancePartnerUrl` variable with the code filled in). */
  link: z.string(),
  /** The member's address, which received the copy. */
  copy: z.string(),
  createdAt: z.iso.datetime(),
});
export type InsuranceAccess = z.infer<typeof insuranceAccessSchema>;
export const insuranceAccessCollectionSchema = hydraCollectionSchema(insuranceAccessSchema);
