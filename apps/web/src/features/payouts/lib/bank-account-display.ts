/** An IBAN for the screen: country and check digits, then only the last four characters (ES79 •••• 6789). */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• •••• ${compact.slice(-4)}`;
}
