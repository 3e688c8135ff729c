import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/** An IBAN as typed (spaces, lower case) in its electronic form, or null when its checksum or format fails. */
export function normalizeIban(input: string): string | null {
  const iban = electronicFormatIBAN(input) ?? '';
  return isValidIBAN(iban) ? iban : null;
}

export function normalizeBic(input: string): string | null {
  const bic = input.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(bic) ? bic : null;
}

/** The bank's country: the IBAN's first two letters. */
export const ibanCountry = (iban: string) => iban.slice(0, 2).toUpperCase();
