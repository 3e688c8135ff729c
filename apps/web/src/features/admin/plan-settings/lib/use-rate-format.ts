import type { MembershipRates } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

export type RateField = keyof MembershipRates;

/** How each editable figure of a level reads: euros, a percent, a count of levels, or a yes/no. */
export const RATE_FIELD_KINDS: Record<RateField, 'euros' | 'percent' | 'count' | 'flag'> = {
  positionAmount: 'euros',
  monthAmount: 'euros',
  annualAmount: 'euros',
  directBonusPercent: 'percent',
  binaryPercent: 'percent',
  weeklyBinaryCap: 'euros',
  unilevelDepth: 'count',
  earnsCommissions: 'flag',
  travelFeatures: 'flag',
};

/** A level's figure in the admin's language; audit rows give it as text ("9.5", "true"), the table as a value. */
export function useRateFormat() {
  const { t } = useTranslation();
  const format = useFormat();
  return (field: RateField, value: number | boolean | string) => {
    switch (RATE_FIELD_KINDS[field]) {
      case 'euros':
        return format.euros(Number(value));
      case 'percent':
        return format.percent(Number(value));
      case 'flag':
        return String(value) === 'true' ? t('planSettings.yes') : t('planSettings.no');
      default:
        return String(value);
    }
  };
}
