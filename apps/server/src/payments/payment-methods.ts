import { ENJOY_POINTS_PAYMENT, isPaymentMethod, paymentProviderFromVariables, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { variableLookup } from '../settings/variables.service';

export interface ProviderTerms {
  method: PaymentBy;
  active: boolean;
  feeBp: number;
  baseFeeCents: number;
}

/**
 * A provider's live terms: whether offered and its fee, from `variables` (an admin may change them), read by the
 * domain's `paymentProviderFromVariables`, as the browser reads them to show the fee before the member pays.
 */
export async function providerTerms(db: Db | Tx, method: PaymentBy): Promise<ProviderTerms> {
  // Our own balances (wallet, Enjoy Points) are always there and cost nothing.
  if (method === WALLET_PAYMENT || method === ENJOY_POINTS_PAYMENT) return { method, active: true, feeBp: 0, baseFeeCents: 0 };
  if (!isPaymentMethod(method)) return { method, active: false, feeBp: 0, baseFeeCents: 0 };
  const variable = await variableLookup(db, [`fee.${method}.percent`, `fee.${method}.base`, `provider.${method}.active`]);
  return paymentProviderFromVariables(method, variable);
}
