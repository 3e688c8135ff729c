import { COMPANY_SUMMARY_SECTIONS, OTHER_LINE, PAYMENT_TYPES, RECTIFICATIONS, type CompanySummarySection } from '@vo/domain';

const PAYMENT_KINDS = new Set(PAYMENT_TYPES.map((type) => `payment.${type}`));
const REFUND_KINDS = new Set(RECTIFICATIONS.map((kind) => `payment.${kind}`));

/** Rules by section beyond payments and refunds: ledger transaction kind → line (decision 112). */
const BY_KIND: Record<CompanySummarySection, Record<string, string>> = {
  revenue: { 'reservation.confirm': 'reservations', 'reservation.cancel': 'reservations', 'payout.accept': 'payout_costs' },
  taxes: { 'payout.accept': 'payout_withholding' },
  fees: {},
  commissions: {
    'commission.direct': 'direct', 'commission.unilevel': 'unilevel', 'commission.binary': 'binary',
    'commission.extra_bonus': 'extra_bonus', 'admin.adjustment': 'adjustments',
  },
  points: { 'bonus.enjoy': 'enjoy_bonus', 'bonus.enjoy_clawback': 'clawbacks', 'admin.adjustment': 'adjustments' },
  payouts: { 'payout.request': 'requested', 'payout.cancel': 'cancelled', 'payout.accept': 'paid' },
  reservations: { 'reservation.deposit': 'paid', 'reservation.payment': 'paid', 'reservation.confirm': 'confirmed', 'reservation.cancel': 'cancelled' },
  bank: { 'payout.accept': 'payouts' },
};

/** What a payment's own transaction is in a section: revenue by payment type, the money received, or the tax and fee charged. */
const PAYMENT_LINE: Record<CompanySummarySection, ((kind: string) => string) | null> = {
  revenue: (kind) => kind.slice('payment.'.length), taxes: () => 'payments', fees: () => 'payments', bank: () => 'received',
  commissions: null, points: null, payouts: null, reservations: null,
};

/** A refund or chargeback reverses the payment (revenue, tax, fee, money) and claws back what it paid (commissions, points). */
const REFUND_LINE: Record<CompanySummarySection, string> = {
  revenue: 'refunds', taxes: 'refunds', fees: 'refunds', bank: 'refunds', commissions: 'clawbacks', points: 'clawbacks', payouts: OTHER_LINE, reservations: OTHER_LINE,
};

/** The line of `section` a ledger transaction of `kind` belongs to; `other` for one no rule names. */
export function summaryLine(section: CompanySummarySection, kind: string): string {
  const line = REFUND_KINDS.has(kind) ? REFUND_LINE[section]
    : PAYMENT_KINDS.has(kind) ? PAYMENT_LINE[section]?.(kind)
    : BY_KIND[section][kind];
  return line && (COMPANY_SUMMARY_SECTIONS[section].lines as readonly string[]).includes(line) ? line : OTHER_LINE;
}
