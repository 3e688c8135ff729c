const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'es-ES';
}

/** Euros as the member's language writes them (12,50 € / €12.50). */
export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(euros);
}

/** Counts and points (1 point = 1 euro, at most two decimals) as the member's language writes them. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 2 }).format(value);
}

/** A day (`YYYY-MM-DD` or an ISO timestamp) as a short date of the member's language. */
export function formatDay(value: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', ...options }).format(date);
}
