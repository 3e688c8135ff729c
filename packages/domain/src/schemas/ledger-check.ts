import { z } from 'zod';

const euros = z.number();

/**
 * GET /api/admin/ledger_check: the `check:ledger` result (DESIGN.md section 6) with the balances behind it, in euros:
 * each company account, the members' accounts totalled by kind, and every account whose balance differs from its entries.
 */
export const ledgerCheckSchema = z.strictObject({
  ok: z.boolean(),
  accounts: z.number().int(),
  /** The sum of every entry: zero in a ledger that adds up. */
  total: euros,
  companyAccounts: z.array(z.strictObject({ kind: z.string(), balance: euros, entries: euros })),
  memberAccounts: z.array(z.strictObject({ kind: z.string(), accounts: z.number().int(), balance: euros, entries: euros })),
  mismatches: z.array(z.strictObject({ accountId: z.number().int(), userId: z.number().int().nullable(), kind: z.string(), balance: euros, entries: euros })),
  unbalancedTransactions: z.array(z.number().int()),
  orphanLines: z.array(z.number().int()),
});
export type LedgerCheckReport = z.infer<typeof ledgerCheckSchema>;
