import { adminOnUserFee, ENJOY_POINTS_PAYMENT, isPaymentMethod, paymentProviderFromVariables, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import type { Session } from '../auth/current-user';
import type { Db, Tx } from '../db/client';
import { variableLookup } from '../settings/variables.service';

export interface ProviderTerms {
  method: PaymentBy;
  active: boolean;
  feeBp: number;
  baseFeeCents: number;
}

/** Who is paying: an admin acting as the member pays the admin-on-user fee instead of the provider's (spec section 6). */
export interface Payer {
  actingAdmin: boolean;
}

export const payerOf = (session: Pick<Session, 'impersonatorId'>): Payer => ({ actingAdmin: session.impersonatorId !== null });

/**
 * A provider's live terms: whether offered and its fee, from `variables` (an admin may change them), read by the
 * domain's `paymentProviderFromVariables`, as the browser reads them to show the fee before the member pays.
 */
export async function providerTerms(db: Db | Tx, method: PaymentBy, payer: Payer = { actingAdmin: false }): Promise<ProviderTerms> {
  // Our own balances (wallet, Enjoy Points) are always there and cost nothing.
  if (method === WALLET_PAYMENT || method === ENJOY_POINTS_PAYMENT) return { method, active: true, feeBp: 0, baseFeeCents: 0 };
  if (!isPaymentMethod(method)) return { method, active: false, feeBp: 0, baseFeeCents: 0 };
  const variable = await variableLookup(db, [`fee.${method}.percent`, `fee.${method}.base`, `provider.${method}.active`, 'adminOnUserFee']);
  const terms = paymentProviderFromVariables(method, variable);
  return payer.actingAdmin ? adminOnUserFee(terms, variable) : terms;
}
