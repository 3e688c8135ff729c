import { useTranslation } from 'react-i18next';
import { formatterOf, type Formatter } from './format';

/** Euros, numbers, points, percentages, days, moments and IBANs in the reader's language (lib/format.ts). */
export function useFormat(): Formatter {
  const { i18n } = useTranslation();
  return formatterOf(i18n.language);
}
