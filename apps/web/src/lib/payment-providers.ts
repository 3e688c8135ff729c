import { PAYMENT_PROVIDERS, paymentProviderFromVariables, type PaymentProvider } from '@vo/domain';
import { getVariable, useSettings } from './settings';

/**
 * The providers of spec section 9 with the admin's variables laid over the defaults, read the same way the
 * server reads them: `provider.{METHOD}.active`, `fee.{METHOD}.percent` and `fee.{METHOD}.base`.
 */
export function usePaymentProviders(): PaymentProvider[] {
  useSettings(); // re-read when the variables arrive
  return PAYMENT_PROVIDERS.map((p) => paymentProviderFromVariables(p.method, getVariable));
}
