import { z } from 'zod';
import type { Violation } from './violations';
import {
  bicField, birthDateField, dniField, ibanField, mobileField, requiredText, whenMissingOr,
} from './fields';
import { iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Spec section 3 Profile "user type": an individual, a freelancer or a company (the last two charge VAT on payouts). */
export const PROFILE_USER_TYPES = ['individual', 'freelancer', 'company'] as const;
export type ProfileUserType = (typeof PROFILE_USER_TYPES)[number];
export const GENDERS = ['female', 'male', 'other'] as const;

/** IRPF is withheld from an individual's payouts only (DESIGN.md section 8); others invoice with VAT. */
export const withholdsIrpf = (userType: ProfileUserType) => userType === 'individual';

/** An emptied input means "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const orNone = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();

const VAT_PATTERN = /^[A-Z0-9-]{5,20}$/;
const vatField = z.string('validation.invalid').transform((v) => v.replace(/\s+/g, '').toUpperCase()).pipe(z.string().regex(VAT_PATTERN, 'validation.invalid'));

/**
 * The fields a member writes (username and e-mail are not among them). An absent optional field is left
 * as it is by an update; an empty one (null or '') clears it.
 */
const profileFields = z.object({
  name: requiredText(60),
  surname: requiredText(80),
  alias: orNone(z.string('validation.invalid').trim().max(60)),
  dni: dniField,
  birthDate: birthDateField,
  gender: orNone(z.enum(GENDERS, 'validation.invalid')),
  address1: requiredText(120),
  address2: orNone(z.string('validation.invalid').trim().max(120)),
  city: requiredText(80),
  postalCode: requiredText(12),
  countryId: iriId('countries'),
  stateId: orNone(iriId('states')),
  mobile: mobileField,
  skype: orNone(z.string('validation.invalid').trim().max(60)),
  userType: z.enum(PROFILE_USER_TYPES, whenMissingOr('validation.invalid')),
  companyName: orNone(z.string('validation.invalid').trim().max(120)),
  companyVat: orNone(vatField),
  iban: orNone(ibanField),
  bic: orNone(bicField),
});
export type ProfileFields = z.output<typeof profileFields>;

/** What the rules below look at: the profile as it would be after the change. */
type ProfileState = Partial<Pick<ProfileFields, 'userType' | 'companyName' | 'companyVat' | 'iban' | 'bic'>>;

/**
 * Rules across fields: a company gives its name and VAT number; IBAN and BIC go together (a payout
 * needs both, and one without the other would read as "bank data complete" to nobody).
 */
export function profileRuleViolations(profile: ProfileState): Violation[] {
  const out: Violation[] = [];
  const missing = (propertyPath: string) => out.push({ propertyPath, code: 'validation.required', params: { name: propertyPath } });
  if (profile.userType === 'company') {
    if (!profile.companyName) missing('companyName');
    if (!profile.companyVat) missing('companyVat');
  }
  if (profile.iban && !profile.bic) missing('bic');
  if (profile.bic && !profile.iban) missing('iban');
  return out;
}

const withRules = <T extends ProfileState>(value: T, ctx: z.RefinementCtx) => {
  for (const v of profileRuleViolations(value)) ctx.addIssue({ code: 'custom', path: [v.propertyPath], message: v.code });
};

/** The whole profile: POST /api/profiles and the profile screen's form. */
export const profileSchema = profileFields.superRefine(withRules);
export type Profile = z.output<typeof profileSchema>;

/**
 * Changing IBAN or BIC is confirmed by the current password or, with two-factor authentication on, a
 * code of the authenticator app (or a recovery code); other fields need neither.
 */
const bankChangeConfirmationFields = {
  currentPassword: z.string('validation.invalid').max(128).optional(),
  code: z.string('validation.invalid').trim().max(20).optional(),
};

/** POST /api/profiles: the whole profile, confirmed like a change when it carries bank data. */
export const profileCreateSchema = profileFields.extend(bankChangeConfirmationFields).superRefine(withRules);
export type ProfileCreate = z.output<typeof profileCreateSchema>;

/** PUT /api/profiles/{id}: any subset of the fields (the server applies the rules above to the result). */
export const profileUpdateSchema = profileFields.partial().extend(bankChangeConfirmationFields);
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * GET /api/profiles item (spec section 3 Profile) as the server presents it: username and e-mail are the user's
 * (read-only here); `irpf`/`irpfRate` are the withholding of the country of residence, for individuals only.
 */
export const memberProfileSchema = hydraItemSchema('Profile', {
  user: z.string(),
  userId: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  alias: z.string().nullable(),
  dni: z.string(),
  birthDate: z.iso.date(),
  gender: z.enum(GENDERS).nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  countryId: z.number().int().nullable(),
  state: z.string().nullable(),
  stateId: z.number().int().nullable(),
  mobile: z.string().nullable(),
  skype: z.string().nullable(),
  userType: z.enum(PROFILE_USER_TYPES),
  companyName: z.string().nullable(),
  companyVat: z.string().nullable(),
  irpf: z.string().nullable(),
  /** The IRPF withheld from payouts, percent (0 for freelancers and companies). */
  irpfRate: z.number(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankDataComplete: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;
export const memberProfileCollectionSchema = hydraCollectionSchema(memberProfileSchema);
