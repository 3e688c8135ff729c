import type { MembershipRates } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/use-format';

export type RateField = keyof MembershipRates;

/** How each editable figure of a level reads: euros, a percent, a count of levels, a yes/no, or a list of euros. */
export const RATE_FIELD_KINDS: Record<RateField, 'euros' | 'percent' | 'count' | 'flag' | 'schedule'> = {
  positionAmount: 'euros',
  monthAmount: 'euros',
  monthlyPayment: 'euros',
  monthlyPayments: 'schedule',
  isApplyFeeMonthAmount: 'flag',
  isApplyFeeMonthly: 'flag',
  annualAmount: 'euros',
  directBonusPercent: 'percent',
  binaryPercent: 'percent',
  weeklyBinaryCap: 'euros',
  unilevelDepth: 'count',
  earnsCommissions: 'flag',
  travelFeatures: 'flag',
};

/** A list of euros as the table holds it, or as the audit writes it ("[0,19.9]"). */
const scheduleOf = (value: number[] | string): number[] => (Array.isArray(value) ? value : (JSON.parse(value) as number[]));

/** A level's figure in the admin's language; audit rows give it as text ("9.5", "true", "[0,19.9]"), the table as a value. */
export function useRateFormat() {
  const { t } = useTranslation();
  const format = useFormat();
  return (field: RateField, value: number | boolean | string | number[]) => {
    switch (RATE_FIELD_KINDS[field]) {
      case 'schedule': {
        const amounts = scheduleOf(value as number[] | string);
        return amounts.length ? amounts.map((euros) => format.euros(euros)).join(' · ') : '—';
      }
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
