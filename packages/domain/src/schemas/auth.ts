import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import {
  whenMissing,
  birthDateField, dniField, emailField, mobileField, optionalText, passwordField, requiredText, usernameField,
} from './fields';
import { MAX_ID } from './ids';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

export const LEGS = ['left', 'right'] as const;
export type Leg = (typeof LEGS)[number];
export const DEFAULT_LEG_CHOICES = ['left', 'right', 'balanced'] as const;
export const USER_TYPES = ['product', 'travel'] as const;
/** A member of the product or the travel network (a membership level belongs to one of them too). */
export type UserType = (typeof USER_TYPES)[number];

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({ password: passwordField, passwordRepeat: z.string().min(1, 'validation.required') })
  .refine((v) => v.password === v.passwordRepeat, { message: 'validation.passwordsMustMatch', path: ['passwordRepeat'] });

/** My account → change password: the current one, then the new one twice (the strength rules of sign-up). */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'validation.required').max(128), password: passwordField, passwordRepeat: z.string().min(1, 'validation.required') })
  .refine((v) => v.password === v.passwordRepeat, { message: 'validation.passwordsMustMatch', path: ['passwordRepeat'] });
export type ChangePassword = z.output<typeof changePasswordSchema>;

/** Turning two-factor authentication on: the 6 digits the authenticator app shows now. */
export const enableTwoFactorSchema = z.object({
  code: z.string('validation.required').trim().min(1, 'validation.required').regex(/^\d{6}$/, 'validation.totpInvalid'),
});
export type EnableTwoFactor = z.output<typeof enableTwoFactorSchema>;

/** Turning it off, and the login's second step: a current code or a recovery code (XXXX-XXXX-XXXX). */
const secondFactorCodeField = z.string('validation.required').trim().min(1, 'validation.required').min(6, 'validation.totpInvalid').max(20, 'validation.totpInvalid');
export const disableTwoFactorSchema = z.object({ code: secondFactorCodeField });
export type DisableTwoFactor = z.output<typeof disableTwoFactorSchema>;

/** The newcomer of spec section 3 "Registration form", with the rules of section 5: everything but who sponsors them. */
const newMemberFields = {
  username: usernameField,
  firstName: requiredText(60),
  lastName: requiredText(80),
  alias: optionalText(60),
  email: emailField,
  emailRepeat: z.string().trim().min(1, 'validation.required').transform((v) => v.toLowerCase()),
  password: passwordField,
  passwordRepeat: z.string().min(1, 'validation.required'),
  dni: dniField,
  birthDate: birthDateField,
  mobile: mobileField,
  address1: requiredText(120),
  address2: optionalText(120),
  city: requiredText(80),
  postalCode: requiredText(12),
  countryId: z.coerce.number(whenMissing).int().positive('validation.required').max(MAX_ID, 'validation.invalid'),
  stateId: z.coerce.number().int().positive().max(MAX_ID, 'validation.invalid').optional(),
  // Empty: the sponsor's default leg decides (DESIGN.md section 5).
  position: z.enum(LEGS).optional(),
  uplineUser: usernameField.optional().or(z.literal('').transform(() => undefined)),
  // The newcomer's own default team: where their sign-ups go (spec section 3); absent, the left one.
  defaultLeg: z.enum(DEFAULT_LEG_CHOICES).optional(),
  type: z.enum(USER_TYPES).default('product'),
  membershipId: z.coerce.number(whenMissing).int().positive('validation.required').max(MAX_ID, 'validation.invalid'),
  paymentMethod: z.string().max(40).optional(),
  // The level's special offer the newcomer took (decision 117): refused when it is not on at that moment.
  specialOfferId: z.coerce.number().int().positive().max(MAX_ID, 'validation.invalid').optional(),
  language: z.enum(LANGUAGES).default('es'),
  acceptTerms: z.literal(true, { error: 'validation.termsRequired' }),
  // Spec section 3's "deactivate date" is the admin's alone (decision 114): a sign-up that sends one is refused, not ignored.
  deactivateDate: z.undefined({ error: 'validation.deactivateDateAdminOnly' }).optional(),
};

/** The repeated e-mail and password must match (spec section 5). */
const withMatchingRepeats = <T extends z.ZodType<{ email: string; emailRepeat: string; password: string; passwordRepeat: string }>>(schema: T) =>
  schema
    .refine((v) => v.email === v.emailRepeat, { message: 'validation.emailsMustMatch', path: ['emailRepeat'] })
    .refine((v) => v.password === v.passwordRepeat, { message: 'validation.passwordsMustMatch', path: ['passwordRepeat'] });

/** Spec section 3 "Registration form" with the rules of section 5. Shared by the form and POST /api/register. */
export const registrationSchema = withMatchingRepeats(z.object({ sponsor: usernameField, ...newMemberFields }));

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

/**
 * POST /api/users (issue 16, in-office registration): the same form without a sponsor, who is the signed-in member.
 * A `sponsor` sent anyway is dropped like any unknown field, so the office can send the public form as it is.
 */
export const officeRegistrationSchema = withMatchingRepeats(z.object(newMemberFields));
export type OfficeRegistration = z.output<typeof officeRegistrationSchema>;

const LAND_PAGE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/** PUT /api/users/{id} by the member: only the default leg and the landing page name. */
export const memberUserUpdateSchema = z.object({
  defaultLeg: z.enum(DEFAULT_LEG_CHOICES).optional(),
  landPage: z.string().trim().toLowerCase().regex(LAND_PAGE_PATTERN, 'validation.landPage').nullable().optional(),
  /** Renew the monthly fee from the available wallet balance when it falls due. */
  autoRenew: z.boolean('validation.invalid').optional(),
});

/** What an admin may change on a member besides that. */
export const adminUserUpdateSchema = memberUserUpdateSchema.extend({
  isActive: z.boolean().optional(),
  isBlocked: z.boolean().optional(),
  mustChangePassword: z.boolean().optional(),
  /** The Madrid day from which the account is inactive (decision 114); null clears it. */
  deactivateDate: z.iso.date('validation.invalid').nullable().optional(),
});

// Responses.

/** GET /api/client-config: the first-party OAuth client the login form sends. */
export const clientConfigSchema = z.strictObject({ clientId: z.string(), clientSecret: z.string(), appVersion: z.string() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * POST /api/login, both grants: the OAuth token answer (RFC 6749 section 5.1). Its failures are the API's
 * hydra:Error (code INVALID_CLIENT, INVALID_LOGIN, INVALID_GRANT, SECOND_FACTOR_REQUIRED...), not RFC 6749's `{error}`.
 */
export const oauthTokenSchema = z.strictObject({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds the access token lives. */
  expires_in: z.number().int().nonnegative(),
  token_type: z.literal('Bearer'),
});
export type OAuthToken = z.infer<typeof oauthTokenSchema>;

/** POST /reset-password/api/checkLastLogin: must these credentials' owner change the password first (false for wrong ones). */
export const checkLastLoginAnswerSchema = z.strictObject({ forcePasswordChange: z.boolean() });
export type CheckLastLoginAnswer = z.infer<typeof checkLastLoginAnswerSchema>;

/** PUT /api/users/{id}/password. */
export const passwordChangedSchema = z.strictObject({ status: z.literal('ok') });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** POST /reset-password/api and /reset-password/api/reset/{token}: spec section 7, "the status string 200". */
export const passwordResetAnswerSchema = z.strictObject({ status: z.literal('200') });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** GET /reset-password/api/reset/{token}: the link can still set a password (a used, expired or unknown one is a 400). */
export const resetTokenAnswerSchema = z.strictObject({ valid: z.literal(true) });
export type ResetTokenAnswer = z.infer<typeof resetTokenAnswerSchema>;

/** GET /api/google_fas(/{id}): the member's two-factor state; no item until the first setup. */
export const twoFactorStateSchema = hydraItemSchema('GoogleFa', {
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** A collection of zero or one item. */
export const twoFactorStateCollectionSchema = hydraCollectionSchema(twoFactorStateSchema);

/** POST /api/google_fas {action: "setup"}: a new secret to scan; the QR code is a PNG data URL. */
export const twoFactorSetupSchema = z.strictObject({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** {action: "enable"}: the recovery codes, shown this once. */
export const twoFactorEnabledSchema = z.strictObject({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** {action: "disable"}. */
export const twoFactorDisabledSchema = z.strictObject({ enabled: z.literal(false) });
export type TwoFactorDisabled = z.infer<typeof twoFactorDisabledSchema>;

/** POST /api/google_fas answers one of the three, by action. */
export const twoFactorActionAnswerSchema = z.union([twoFactorSetupSchema, twoFactorEnabledSchema, twoFactorDisabledSchema]);
