import {
  adminOnUserFee, AmountRuleError, eurosToCents, isPaymentMethod, orderPrice, paymentProviderFromVariables, pricingTermsFromVariables,
  type LevelAmounts, type OrderPrice, type PaymentBy, type PricedType,
} from '@vo/domain';
import type { MemberShip } from '@/api/memberships';
import { useMe } from '@/api/me-query';
import { getVariable, useSettings } from './settings';

/** An order as a screen knows it: memberships as GET /api/member_ships gives them (euros). */
export interface PriceRequest {
  type: PricedType;
  /** The member's level now (an upgrade pays the difference). */
  current?: MemberShip | null;
  /** The level bought, or the member's own one; Enjoy Points and the Enjoy Pass need none. */
  target?: MemberShip | null;
  enjoyPoints?: number;
  enjoyPass?: number;
  /** A monthly fee: the member's paid monthly payments of the level (the server's `paidMonthlyPayments`). */
  paidMonthlyPayments?: number;
}

/** A priced order, or the amount rule it breaks (below the Enjoy Points minimum, a pass count not offered...). */
export type Priced = { price: OrderPrice; problem?: undefined } | { price: null; problem: AmountRuleError };

const NO_LEVEL: LevelAmounts = { positionAmount: 0, monthAmount: 0, monthlyPayment: 0, monthlyPayments: [], annualAmount: 0, isApplyFeeMonthAmount: true, isApplyFeeMonthly: true };

/** A membership as GET /api/member_ships gives it (euros) → the domain's level amounts (cents) and fee flags. */
export const levelAmounts = (m: MemberShip | null | undefined): LevelAmounts =>
  m
    ? {
        positionAmount: eurosToCents(m.positionAmount), monthAmount: eurosToCents(m.monthAmount), monthlyPayment: eurosToCents(m.monthlyPayment),
        monthlyPayments: m.monthlyPayments.map(eurosToCents), annualAmount: eurosToCents(m.annualAmount), isApplyFeeMonthAmount: m.isApplyFeeMonthAmount, isApplyFeeMonthly: m.isApplyFeeMonthly,
      }
    : NO_LEVEL;

/**
 * What the server will charge for an order paid with `method`: the domain's `orderPrice` over the same variables the
 * server reads (tax rate, fees, minimums), read by the same domain readers. `method` null (not chosen yet) leaves the
 * fee out; our own balances (wallet, Enjoy Points) never carry one. An admin acting as the member pays the
 * admin-on-user fee instead of the provider's (spec section 6), as the server charges it.
 */
export function priceOrder(request: PriceRequest, method: PaymentBy | null, variable: (key: string) => string | undefined, actingAdmin = false): Priced {
  try {
    const provider = method && isPaymentMethod(method) ? paymentProviderFromVariables(method, variable) : undefined;
    const price = orderPrice({
      type: request.type,
      current: levelAmounts(request.current),
      target: levelAmounts(request.target),
      terms: pricingTermsFromVariables(variable),
      provider: provider && actingAdmin ? adminOnUserFee(provider, variable) : provider,
      enjoyPoints: request.enjoyPoints,
      enjoyPass: request.enjoyPass,
      paidMonthlyPayments: request.paidMonthlyPayments,
    });
    return { price };
  } catch (error) {
    if (error instanceof AmountRuleError) return { price: null, problem: error };
    throw error;
  }
}

/** `priceOrder` over the variables the app loaded at start (GET /api/variables), re-read when they arrive. */
export function usePriceOrder(): (request: PriceRequest, method: PaymentBy | null) => Priced {
  useSettings();
  const actingAdmin = Boolean(useMe().data?.impersonatedBy);
  return (request, method) => priceOrder(request, method, getVariable, actingAdmin);
}
