import { useTranslation } from 'react-i18next';
import type { AdminVariable } from '@/features/admin/plan-settings/api/get-admin-variables';

/** A payment provider's three variables (`fee.STRIPE_PAYMENT.percent`...): one text per kind, naming the provider. */
const PROVIDER_VARIABLE = /^(?:fee|provider)\.([A-Z_]+)\.(percent|base|active)$/;

/**
 * Issue 18 item 12: what a variable is for, in the admin's language. The server's description (English, from the
 * seed) stays for a variable the interface has no text for.
 */
export function useVariableDescription() {
  const { t, i18n } = useTranslation();
  return ({ keyValue, description }: Pick<AdminVariable, 'keyValue' | 'description'>): string => {
    const provider = PROVIDER_VARIABLE.exec(keyValue);
    if (provider) return t(`planSettings.variables.descriptions.paymentProvider.${provider[2]}`, { provider: t(`paymentMethods.${provider[1]}`) });
    const key = `planSettings.variables.descriptions.${keyValue}`;
    // `{code}` is the variable's own placeholder (insurancePartnerUrl), shown as it is.
    return i18n.exists(key) ? t(key, { code: '{code}' }) : description;
  };
}
