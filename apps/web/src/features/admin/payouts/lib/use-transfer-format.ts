import { useTranslation } from 'react-i18next';
import { formatEuros, formatNumber, localeOf } from '@/lib/format';

/** Euros, percentages, an IBAN in groups of four and a moment in the admin's own zone. */
export function useTransferFormat() {
  const { i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  return {
    euros: (value: number) => formatEuros(value, i18n.language),
    percent: (value: number) => `${formatNumber(value, i18n.language)} %`,
    iban: (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 '),
    when: (iso: string) => when.format(new Date(iso)),
  };
}
