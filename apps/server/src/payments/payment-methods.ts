import { ENJOY_POINTS_PAYMENT, PAYMENT_PROVIDERS, WALLET_PAYMENT, type PaymentBy } from '@vo/domain';
import type { Db, Tx } from '../db/client';
import { readVariables } from '../settings/variables.service';

export interface ProviderTerms {
  method: PaymentBy;
  active: boolean;
  feeBp: number;
  baseFeeCents: number;
}

/** A provider's live terms: whether offered and its fee, from `variables` (an admin may change them). */
export async function providerTerms(db: Db | Tx, method: PaymentBy): Promise<ProviderTerms> {
  // Our own balances (wallet, Enjoy Points) are always there and cost nothing.
  if (method === WALLET_PAYMENT || method === ENJOY_POINTS_PAYMENT) return { method, active: true, feeBp: 0, baseFeeCents: 0 };
  if (!PAYMENT_PROVIDERS.some((p) => p.method === method)) return { method, active: false, feeBp: 0, baseFeeCents: 0 };
  const v = await readVariables(db, [`fee.${method}.percent`, `fee.${method}.base`, `provider.${method}.active`] as const);
  return {
    method,
    active: v[`provider.${method}.active`] === 'true',
    feeBp: Math.round(Number(v[`fee.${method}.percent`]) * 100),
    baseFeeCents: Math.round(Number(v[`fee.${method}.base`]) * 100),
  };
}
