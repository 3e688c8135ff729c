const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-GB', pt: 'pt-PT' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'es-ES';
}

/** Euros as the member's language writes them (12,50 € / €12.50). */
export function formatEuros(euros: number, language: string): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(euros);
}
