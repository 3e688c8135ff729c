import type { VariableRule } from '@vo/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';

/** What a variable's value must look like, in the admin's words ("A whole number of days from 0 to 365"). */
export function useRuleHint() {
  const { t, i18n } = useTranslation();
  return (rule: VariableRule) =>
    t(`planSettings.variables.kinds.${rule.unit ? 'integerUnit' : rule.kind}`, {
      min: formatNumber(rule.min ?? 0, i18n.language),
      max: formatNumber(rule.max ?? 0, i18n.language),
      options: rule.options?.join(', ') ?? '',
      unit: rule.unit ? t(`planSettings.variables.units.${rule.unit}`) : '',
    });
}
