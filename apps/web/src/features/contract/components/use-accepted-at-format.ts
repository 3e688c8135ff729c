import { useTranslation } from 'react-i18next';
import { localeOf } from '@/lib/format';

/** When a document was accepted, as the reader's language writes a date and time (in the browser's time zone). */
export function useAcceptedAtFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
