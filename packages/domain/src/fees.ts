import { BASIS_POINTS, assertNonNegativeInteger, divideRounded, eurosToCents, percentToBasisPoints, type Cents } from './money';
import { PAYMENT_PROVIDERS, type PaymentMethod, type PaymentProvider } from './payments';

/** What a provider charges per payment: a percentage in basis points plus a fixed fee in cents. */
export type FeeSchedule = Pick<PaymentProvider, 'feeBp' | 'baseFeeCents'>;

/** No provider in between (a payment from the wallet): nothing to add. */
export const NO_FEE: FeeSchedule = { feeBp: 0, baseFeeCents: 0 };

/**
 * The provider fee on a charged amount (spec section 9): round(amount × feeBp / 10000) + baseFee.
 * Rounding: the percentage part is rounded half up to the cent, in integers (2140 × 170 / 10000 =
 * 36.38 → 36; 2500 × 170 / 10000 = 42.5 → 43). An amount of 0 is not charged at all, so its fee is
 * 0 (no base fee either). The fee never decreases when the amount grows.
 */
export function providerFee(amount: Cents, provider: FeeSchedule): Cents {
  assertNonNegativeInteger(amount, 'amount');
  assertNonNegativeInteger(provider.feeBp, 'feeBp');
  assertNonNegativeInteger(provider.baseFeeCents, 'baseFeeCents');
  if (amount === 0) return 0;
  return divideRounded(amount * provider.feeBp, BASIS_POINTS) + provider.baseFeeCents;
}

/** The house default of a payment method (spec section 9 table). */
export function paymentProvider(method: PaymentMethod): PaymentProvider {
  const found = PAYMENT_PROVIDERS.find((p) => p.method === method);
  if (!found) throw new RangeError(`unknown payment method ${method}`);
  return found;
}

/**
 * A payment method with the admin's `variables` laid over the default: `fee.{METHOD}.percent`
 * (e.g. '1.7'), `fee.{METHOD}.base` (EUR, e.g. '0.25') and `provider.{METHOD}.active` ('true' / '1').
 * A missing or unreadable value keeps the default.
 */
export function paymentProviderFromVariables(method: PaymentMethod, variable: Variables): PaymentProvider {
  const fallback = paymentProvider(method);
  return {
    method,
    active: readVariable(variable, `provider.${method}.active`, (raw) => raw.trim() === 'true' || raw.trim() === '1', fallback.active),
    feeBp: readVariable(variable, `fee.${method}.percent`, percentToBasisPoints, fallback.feeBp),
    baseFeeCents: readVariable(variable, `fee.${method}.base`, euroAmount, fallback.baseFeeCents),
  };
}

/**
 * Spec section 6: a payment an admin makes while acting as the member (`isAdminOnUserActive`) carries the
 * admin-on-user fee (`adminOnUserFee`, 0.00 by default) instead of the provider's: the office chose the method,
 * not the member. Our own balances never carry a fee, so they are left as they are.
 */
export function adminOnUserFee<P extends FeeSchedule>(provider: P, variable: Variables): P {
  if (provider.feeBp === 0 && provider.baseFeeCents === 0) return provider;
  return { ...provider, feeBp: 0, baseFeeCents: readVariable(variable, 'adminOnUserFee', euroAmount, 0) };
}

type Variables = (key: string) => string | undefined;

/** A variable parsed, or `otherwise` when it is missing or unreadable. */
function readVariable<T>(variable: Variables, key: string, parse: (raw: string) => T, otherwise: T): T {
  const raw = variable(key);
  if (raw === undefined) return otherwise;
  try {
    return parse(raw);
  } catch {
    return otherwise;
  }
}

function euroAmount(raw: string): Cents {
  if (!/^\d+(\.\d{1,2})?$/.test(raw.trim())) throw new RangeError('not an amount');
  return eurosToCents(Number(raw));
}
