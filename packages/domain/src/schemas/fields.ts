import { z } from 'zod';
import { isDay } from '../calendar';
import { normalizeBic, normalizeIban } from '../payouts/bank-account';

/** A missing value reads "required"; other issues keep their own message (zod 4 applies `error` to every issue). */
export const whenMissing = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) ? 'validation.required' : undefined,
};

/** Like `whenMissing`, but every other issue of the field reads `message` (for unions, enums and literals). */
export const whenMissingOr = (message: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'validation.required' : message),
});

/** Like `whenMissing`, and a value of the wrong type (a string for a number, a fraction for an integer) reads "invalid". */
export const whenMissingOrWrongType = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code !== 'invalid_type' ? undefined : issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
};

/** Spec section 5 generic validators, as reusable zod fields whose messages are translation keys. */
export const requiredText = (max = 255) =>
  z.string(whenMissing).trim().min(1, 'validation.required').max(max);

export const optionalText = (max = 255) =>
  z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

export const emailField = z
  .string(whenMissing)
  .trim()
  .min(1, 'validation.required')
  .max(254)
  .pipe(z.email('validation.email'))
  .refine((v) => (v.split('@')[0] ?? '').length <= 64, 'validation.email')
  .transform((v) => v.toLowerCase());

const USERNAME_PATTERN = /^[a-zA-Z0-9._-]+$/;
export const usernameField = z
  .string(whenMissing)
  .trim()
  .min(1, 'validation.required')
  .min(3)
  .max(30)
  .regex(USERNAME_PATTERN, 'validation.usernameFormat');

const PASSWORD_MIN_LENGTH = 8;
export const passwordField = z
  .string(whenMissing)
  .min(1, 'validation.required')
  .min(PASSWORD_MIN_LENGTH)
  .max(128)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'validation.passwordStrength');

const DNI_PATTERN = /^[A-Za-z0-9-]+$/;
export const dniField = z
  .string(whenMissing)
  .trim()
  .min(1, 'validation.required')
  .min(5)
  .max(20)
  .regex(DNI_PATTERN, 'validation.invalid')
  .transform((v) => v.toUpperCase());

const MOBILE_PATTERN = /^\+?[0-9 ]{6,20}$/;
export const mobileField = requiredText(20).pipe(z.string().regex(MOBILE_PATTERN, 'validation.invalid'));

/** An IBAN as typed, checked by its checksum and given back in electronic form (no spaces, upper case). */
export const ibanField = z
  .string('validation.iban')
  .transform((v, ctx) => normalizeIban(v) ?? (ctx.addIssue({ code: 'custom', message: 'validation.iban', input: v }), z.NEVER));

/** A BIC (SWIFT) of 8 or 11 characters, upper case. */
export const bicField = z
  .string('validation.bic')
  .transform((v, ctx) => normalizeBic(v) ?? (ctx.addIssue({ code: 'custom', message: 'validation.bic', input: v }), z.NEVER));

/** A day of a period (`YYYY-MM-DD`) that is on the calendar: 30 February is as invalid as `2026-2-3`. */
export const calendarDayField = z.string(whenMissing).refine(isDay, 'validation.invalid');

export const MINIMUM_AGE = 18;

/** Whole years between an ISO birth date and a reference day. */
function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday = today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const birthDateField = z
  .string(whenMissing)
  .min(1, 'validation.required')
  // A calendar day (Date.parse rolls 30 February over to 2 March); the age rules only judge real days.
  .refine((v) => isDay(v), { message: 'validation.invalid', abort: true })
  .refine((v) => ageOn(v, new Date()) >= MINIMUM_AGE, { message: 'validation.minimumAge', params: { value: MINIMUM_AGE } })
  .refine((v) => ageOn(v, new Date()) <= 120, 'validation.invalid');
