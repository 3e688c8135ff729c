import { registrationSchema, type Registration, type RegistrationInput, type Violation } from '@vo/domain';
import type { z } from 'zod';
import { domainResolver } from '@/lib/forms';

/** What the form holds: selects keep ids as strings and the terms box starts unticked. */
export type RegistrationValues = Omit<RegistrationInput, 'acceptTerms' | 'countryId' | 'stateId' | 'membershipId' | 'position' | 'specialOfferId'> & {
  acceptTerms: boolean;
  countryId: string;
  stateId?: string;
  membershipId: string;
  position?: 'left' | 'right';
  /** The chosen level's special offer, when the newcomer takes it (decision 117). */
  specialOfferId?: number;
};

export const REGISTRATION_FIELDS = [
  'sponsor', 'username', 'firstName', 'lastName', 'email', 'emailRepeat', 'password', 'passwordRepeat', 'dni', 'birthDate',
  'mobile', 'address1', 'address2', 'city', 'postalCode', 'countryId', 'stateId', 'position', 'uplineUser', 'type',
  'membershipId', 'paymentMethod', 'language', 'acceptTerms',
] as const;

export function emptyRegistration(sponsor: string): RegistrationValues {
  return {
    sponsor, username: '', firstName: '', lastName: '', email: '', emailRepeat: '', password: '', passwordRepeat: '',
    dni: '', birthDate: '', mobile: '', address1: '', address2: '', city: '', postalCode: '', countryId: '',
    stateId: undefined, position: undefined, uplineUser: '', type: 'product', membershipId: '', paymentMethod: undefined,
    language: 'es', acceptTerms: false,
  };
}

/** Facts only the screen knows, checked together with the shared schema. */
export interface RegistrationContext {
  taken: Record<'dni' | 'email' | 'username', Set<string>>;
  missingSponsors: Set<string>;
  missingUplines: Set<string>;
  membershipIsPaid: boolean;
  countryHasStates: boolean;
}

export function normalizeUnique(field: 'dni' | 'email' | 'username', value: string): string {
  const v = value.trim();
  return field === 'dni' ? v.toUpperCase() : v.toLowerCase();
}

function contextViolations(values: RegistrationValues, ctx: RegistrationContext): Violation[] {
  const out: Violation[] = [];
  const codes = { dni: 'validation.dniExists', email: 'validation.emailExists', username: 'validation.usernameExists' } as const;
  for (const field of ['dni', 'email', 'username'] as const) {
    const value = values[field];
    if (typeof value === 'string' && ctx.taken[field].has(normalizeUnique(field, value))) out.push({ propertyPath: field, code: codes[field] });
  }
  if (ctx.missingSponsors.has((values.sponsor ?? '').trim().toLowerCase())) out.push({ propertyPath: 'sponsor', code: 'errors.sponsorNotFound' });
  const upline = (values.uplineUser ?? '').trim().toLowerCase();
  if (upline && ctx.missingUplines.has(upline)) out.push({ propertyPath: 'uplineUser', code: 'errors.uplineNotFound' });
  if (ctx.membershipIsPaid && !values.paymentMethod) out.push({ propertyPath: 'paymentMethod', code: 'validation.required' });
  if (ctx.countryHasStates && !values.stateId) out.push({ propertyPath: 'stateId', code: 'validation.required' });
  return out;
}

/** The shared schema (spec section 5 rules, also applied by POST /api/register) plus the screen's facts. */
export function registrationResolver(context: () => RegistrationContext) {
  const schema = registrationSchema as unknown as z.ZodType<Registration, RegistrationValues>;
  return domainResolver(schema, (values) => contextViolations(values, context()));
}
