import { centsToEuros, type MonthlyAmount, type NextMonthlyAmount } from '@vo/domain';
import type { MonthlyPrice, NextMonthlyPrice } from './monthly-amount';

export const presentMonthlyAmount = ({ membershipId, paymentBy, taxRate, paidMonthlyPayments, price }: MonthlyPrice): MonthlyAmount => ({
  memberShip: `/api/member_ships/${membershipId}`,
  paymentBy,
  taxRate,
  paidMonthlyPayments,
  net: centsToEuros(price.net),
  tax: centsToEuros(price.tax),
  fee: centsToEuros(price.fee),
  total: centsToEuros(price.total),
});

export const presentNextMonthlyAmount = (next: NextMonthlyPrice): NextMonthlyAmount => ({
  user: `/api/users/${next.userId}`,
  ...presentMonthlyAmount(next),
  dueOn: next.dueOn,
});
