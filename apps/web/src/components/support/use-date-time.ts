import { useTranslation } from 'react-i18next';
import { localeOf } from '@/lib/format';

/** A moment of the help desk (message, last change) as a short date and time of the reader's language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
