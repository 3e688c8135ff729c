import { z } from 'zod';
import { LANGUAGES } from '../i18n';
import {
  whenMissing,
  birthDateField, dniField, emailField, mobileField, optionalText, passwordField, requiredText, usernameField,
} from './fields';
import { MAX_ID } from './ids';

export const LEGS = ['left', 'right'] as const;
export type Leg = (typeof LEGS)[number];
export const DEFAULT_LEG_CHOICES = ['left', 'right', 'balanced'] as const;
export const USER_TYPES = ['product', 'travel'] as const;

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

/** Spec section 3 "Registration form" with the rules of section 5. Shared by the form and POST /api/register. */
export const registrationSchema = z
  .object({
    sponsor: usernameField,
    username: usernameField,
    firstName: requiredText(60),
    lastName: requiredText(80),
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
    type: z.enum(USER_TYPES).default('product'),
    membershipId: z.coerce.number(whenMissing).int().positive('validation.required').max(MAX_ID, 'validation.invalid'),
    paymentMethod: z.string().max(40).optional(),
    language: z.enum(LANGUAGES).default('es'),
    acceptTerms: z.literal(true, { error: 'validation.termsRequired' }),
  })
  .refine((v) => v.email === v.emailRepeat, { message: 'validation.emailsMustMatch', path: ['emailRepeat'] })
  .refine((v) => v.password === v.passwordRepeat, { message: 'validation.passwordsMustMatch', path: ['passwordRepeat'] });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

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
});
