import { localeOf } from '@/lib/format';

const at = (day: string) => new Date(`${day}T12:00:00Z`);

/**
 * The two ends of the expected processing window (spec section 9: requests of one week are paid the next
 * Monday to Wednesday) as the member's language writes them: "lunes 23" and "miércoles 25 de noviembre";
 * the first end names its month too when the window crosses into the next one.
 */
export function processingWindowText(window: { from: string; to: string }, language: string): { from: string; to: string } {
  const locale = localeOf(language);
  const withMonth = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const dayOnly = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric' });
  const sameMonth = window.from.slice(0, 7) === window.to.slice(0, 7);
  // Intl puts a comma after the weekday in es and pt ("lunes, 23"); the sentence reads better without.
  const clean = (text: string) => text.replace(/,/g, '');
  return { from: clean((sameMonth ? dayOnly : withMonth).format(at(window.from))), to: clean(withMonth.format(at(window.to))) };
}
