import { randomInt } from 'node:crypto';
import { DEFAULT_INSURANCE_PARTNER_URL } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { readVariablesOr } from '../settings/variables.service';

// No look-alikes (0/O, 1/I/L): the code is also typed by hand on the partner's page.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

/** A new access code: 12 characters of 31, about 8 × 10¹⁷ of them, so nobody guesses another's. */
export const newInsuranceCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The partner's link for a code: `{code}` in the admin's `insurancePartnerUrl` (agency and all), or a `code` parameter added. */
export function partnerLink(template: string, code: string): string {
  if (template.includes('{code}')) return template.replaceAll('{code}', encodeURIComponent(code));
  const url = new URL(template);
  url.searchParams.set('code', code);
  return url.toString();
}

/** The link of a new access, read from the variables so a company switches partner without a release. */
export async function insuranceLinkFor(tx: Db | Tx, code: string): Promise<string> {
  const { insurancePartnerUrl } = await readVariablesOr(tx, { insurancePartnerUrl: DEFAULT_INSURANCE_PARTNER_URL });
  return partnerLink(insurancePartnerUrl, code);
}
