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

/** An IBAN for screens and e-mails: country and check digits, then only the last four characters (ES79 •••• •••• 6789). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}

export interface BankData {
  iban?: string | null;
  bic?: string | null;
}

/** Whether two IBAN/BIC pairs name the same account as a bank reads them (spaces and case aside; empty is none). */
export function sameBankData(a: BankData | null, b: BankData | null): boolean {
  const iban = (v?: string | null) => (v ? (normalizeIban(v) ?? v) : null);
  const bic = (v?: string | null) => (v ? (normalizeBic(v) ?? v) : null);
  return iban(a?.iban) === iban(b?.iban) && bic(a?.bic) === bic(b?.bic);
}
