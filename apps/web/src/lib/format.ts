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

/** How long a moment's date reads: `short` in lists (10/03/26), `long` where the words matter (10 de marzo de 2026). */
export type DateTimeStyle = 'short' | 'long';

/** Every figure of a screen in one language: what `useFormat()` hands out. */
export interface Formatter {
  euros: (value: number) => string;
  number: (value: number) => string;
  /** Points count like euros (1 point = 1 euro): at most two decimals, no unit. */
  points: (value: number) => string;
  /** "9,5 %". */
  percent: (value: number) => string;
  /** "+22,50 €" / "−50,00 €" (a real minus sign); zero unsigned. Numbers by default. */
  signed: (value: number, as?: (value: number) => string) => string;
  /** A calendar day (`YYYY-MM-DD` or the day of an ISO timestamp, read in UTC) as a medium date. */
  day: (value: string) => string;
  /** A moment in the reader's own time zone, date and time. */
  dateTime: (iso: string, style?: DateTimeStyle) => string;
  /** An IBAN in groups of four, as banks print it. */
  iban: (iban: string) => string;
}

const formatters = new Map<string, Formatter>();

/** The formatter of a language, built once (Intl objects are costly to create on every row). */
export function formatterOf(language: string): Formatter {
  const cached = formatters.get(language);
  if (cached) return cached;
  const locale = localeOf(language);
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'medium' });
  const moments: Record<DateTimeStyle, Intl.DateTimeFormat> = {
    short: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    long: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }),
  };
  const formatter: Formatter = {
    euros: (value) => euros.format(value),
    number: (value) => number.format(value),
    points: (value) => number.format(value),
    percent: (value) => `${number.format(value)} %`,
    signed: (value, as = (v) => number.format(v)) => (value > 0 ? `+${as(value)}` : value < 0 ? `−${as(-value)}` : as(value)),
    day: (value) => day.format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value)),
    dateTime: (iso, style = 'short') => moments[style].format(new Date(iso)),
    iban: (iban) => iban.replace(/(.{4})(?=.)/g, '$1 '),
  };
  formatters.set(language, formatter);
  return formatter;
}
