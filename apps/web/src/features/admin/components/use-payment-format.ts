import { useTranslation } from 'react-i18next';
import { formatEuros, localeOf } from '@/lib/format';
import { useSettings } from '@/lib/settings';

/** Euros, the moment of a payment in the admin's own zone (it matters when matching a transfer) and the tax's name. */
export function usePaymentFormat() {
  const { i18n } = useTranslation();
  const { taxLabel, taxLabelEs } = useSettings();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'short', timeStyle: 'short' });
  return {
    euros: (value: number) => formatEuros(value, i18n.language),
    when: (iso: string) => when.format(new Date(iso)),
    taxLabel: i18n.language === 'es' ? taxLabelEs : taxLabel,
  };
}
