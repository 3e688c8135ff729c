import { PAYMENT_PROVIDERS, type PaymentProvider } from '@vo/domain';
import { getVariable, useSettings } from './settings';

/** The providers of spec section 9; the `provider.{METHOD}.active` variables, when present, decide which are active. */
export function usePaymentProviders(): PaymentProvider[] {
  useSettings(); // re-read when the variables arrive
  return PAYMENT_PROVIDERS.map((p) => {
    const flag = getVariable(`provider.${p.method}.active`);
    return flag === undefined ? p : { ...p, active: flag === 'true' || flag === '1' };
  });
}
