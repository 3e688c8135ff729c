import { z } from 'zod';
import { isDay, MONTH_PATTERN } from '../calendar';
import { whenMissing } from './fields';

/**
 * The company accounts summary (issue 19, decision 112): each company account's movement in a period, split by what
 * moved it. A section's lines add up to its total; `sign` turns the ledger's signed cents (credit positive) into the
 * way the figure reads (a debit-normal account such as commissions reads positive when it grows).
 */
export const COMPANY_SUMMARY_SECTIONS = {
  revenue: { account: 'company_revenue', sign: 1, lines: ['register', 'upgrade', 'monthly', 'annual', 'enjoy_points', 'enjoy_pass', 'shop', 'reservations', 'payout_costs', 'refunds'] },
  taxes: { account: 'company_taxes', sign: 1, lines: ['payments', 'payout_withholding', 'refunds'] },
  fees: { account: 'company_fees', sign: 1, lines: ['payments', 'refunds'] },
  commissions: { account: 'company_commissions', sign: -1, lines: ['direct', 'unilevel', 'binary', 'extra_bonus', 'adjustments', 'clawbacks'] },
  points: { account: 'company_points_issued', sign: -1, lines: ['enjoy_bonus', 'adjustments', 'clawbacks'] },
  payouts: { account: 'company_payouts_payable', sign: 1, lines: ['requested', 'cancelled', 'paid'] },
  reservations: { account: 'company_reservations_held', sign: 1, lines: ['paid', 'confirmed', 'cancelled'] },
  bank: { account: 'company_bank', sign: -1, lines: ['received', 'refunds', 'payouts'] },
} as const;
export type CompanySummarySection = keyof typeof COMPANY_SUMMARY_SECTIONS;
/** What a section shows for movements no rule names (a new transaction kind): never dropped, so the lines still add up. */
export const OTHER_LINE = 'other';

/** A report day PostgreSQL's calendar has (it has no year 0, which `isDay` accepts). */
const reportDay = z.string(whenMissing).refine((v) => isDay(v) && v >= '1900', 'validation.invalid');

/** `period=YYYY-MM` (a company month), or `from` and `to` (company days, Europe/Madrid, both included). */
export const companyAccountsQuerySchema = z.object({
  period: z.string().regex(MONTH_PATTERN, 'validation.invalid').optional(),
  from: reportDay.optional(),
  to: reportDay.optional(),
}).superRefine((q, ctx) => {
  if (q.period) return;
  for (const key of ['from', 'to'] as const) if (!q[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'validation.required' });
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.periodOrder' });
});
export type CompanyAccountsQuery = z.infer<typeof companyAccountsQuerySchema>;

const cents = z.number().int();
const sectionSchema = z.strictObject({
  key: z.string(),
  account: z.string(),
  lines: z.array(z.strictObject({ key: z.string(), amount: cents })),
  /** The account's movement in the period, as the section reads. */
  total: cents,
  /** The account's balance at the period's end (every entry before it), as the section reads. */
  closing: cents,
});

/** GET /api/admin/company_accounts: integer cents, every figure summed from ledger entries. */
export const companyAccountsSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  sections: z.array(sectionSchema),
  /** The members' accounts by kind: movement in the period and balance at its end (`member_debt` negative: owed). */
  memberAccounts: z.array(z.strictObject({ kind: z.string(), movement: cents, closing: cents })),
  /** Proof that nothing is missing: the ledger's signed movements and closing balances of every account, each zero. */
  check: z.strictObject({ movements: cents, closing: cents, balanced: z.boolean() }),
});
export type CompanyAccounts = z.infer<typeof companyAccountsSchema>;
