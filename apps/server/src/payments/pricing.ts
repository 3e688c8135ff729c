import { AmountRuleError, annualRenewal, enjoyPointsTotal, planTotal, registrationAmount, upgradeAmount } from '@vo/domain';
import type { memberships, PAYMENT_TYPES } from '../db/schema';
import { AppError } from '../lib/errors';
import { passesCost } from './enjoy-pass';
import type { ProviderTerms } from './payment-methods';

type Membership = typeof memberships.$inferSelect;

export interface OrderPricing {
  type: (typeof PAYMENT_TYPES)[number];
  current: Membership | null;
  target: Membership;
  extra: Record<string, string>;
  terms: ProviderTerms;
  taxRatePercent: number;
  enjoyPointsMinimum: number;
  /** Euros per Enjoy Point bought (`enjoyPointEuroValue`). */
  enjoyPointEuroValue: number;
  /** Enjoy Pass counts on offer (the `enjoyPassOptions` variable). */
  enjoyPassOptions: readonly number[];
  paidUntil: string | null;
}

export interface Price {
  net: number;
  tax: number;
  fee: number;
  total: number;
  points: number;
  enjoyPoints: number;
  /** Passes an Enjoy Pass order buys. */
  enjoyPass?: number;
}

/** What an order costs, from the plan data and the shared amount maths of @vo/domain (integer cents). */
function price(o: OrderPricing): Price {
  const provider = o.terms;
  const charge = { taxRatePercent: o.taxRatePercent, provider };
  switch (o.type) {
    case 'register': {
      if (o.current?.id !== o.target.id || o.paidUntil) throw new AppError('PAYMENT_NOT_VALID');
      const a = registrationAmount({ positionAmount: o.target.positionAmount, ...charge });
      return { net: a.base, tax: a.tax, fee: a.fee, total: a.total, points: a.points, enjoyPoints: 0 };
    }
    case 'upgrade': {
      if (!o.current || o.target.level <= o.current.level || o.target.type !== o.current.type) throw AppError.validation('newMember', 'validation.upgradeToLowerLevel');
      const a = upgradeAmount({ currentPositionAmount: o.current.positionAmount, newPositionAmount: o.target.positionAmount, ...charge });
      return { net: a.base, tax: a.tax, fee: a.fee, total: a.total, points: a.points, enjoyPoints: 0 };
    }
    case 'monthly': {
      if (o.current?.id !== o.target.id || o.target.monthAmount === 0) throw new AppError('PAYMENT_NOT_VALID');
      const a = planTotal({ monthAmount: o.target.monthAmount, monthlyPayment: 0, ...charge });
      return { net: a.base, tax: a.tax, fee: a.fee, total: a.total, points: a.base, enjoyPoints: 0 };
    }
    case 'annual': {
      if (o.current?.id !== o.target.id || !o.target.earnsCommissions) throw new AppError('PAYMENT_NOT_VALID');
      const a = annualRenewal({ grossCents: o.target.annualAmount, taxRatePercent: o.taxRatePercent, provider });
      return { net: a.net, tax: a.tax, fee: a.fee, total: a.total, points: 0, enjoyPoints: 0 };
    }
    case 'enjoy_points': {
      const points = Number(o.extra.enjoypoints);
      if (!Number.isInteger(points)) throw AppError.validation('extra.enjoypoints', 'validation.invalid', { name: 'enjoypoints' });
      const a = enjoyPointsTotal({ points, euroPerPoint: o.enjoyPointEuroValue, provider, minimumPoints: o.enjoyPointsMinimum });
      return { net: a.amount, tax: 0, fee: a.fee, total: a.total, points: 0, enjoyPoints: a.pointsCents };
    }
    case 'enjoy_pass': {
      // Paid with the member's Enjoy Points, one per pass: no tax, no fee, no network volume.
      const passes = Number(o.extra.enjoypass);
      const cost = passesCost(passes, o.enjoyPassOptions, 'extra.enjoypass');
      return { net: cost, tax: 0, fee: 0, total: cost, points: 0, enjoyPoints: 0, enjoyPass: passes };
    }
    default:
      throw new AppError('PAYMENT_NOT_VALID');
  }
}

/** Prices an order, turning a broken amount rule into the violation the browser shows. */
export function priceOrder(o: OrderPricing): Price {
  try {
    return price(o);
  } catch (error) {
    if (error instanceof AmountRuleError) throw new AppError('VALIDATION', [error.violation]);
    throw error;
  }
}
