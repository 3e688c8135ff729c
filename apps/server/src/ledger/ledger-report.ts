import type { LedgerCheck } from './ledger-check';

/** The ledger check in words, one line each, as `check:ledger` and `restore` print it. */
export function ledgerReport(result: LedgerCheck): string[] {
  return [
    `Ledger: ${result.accounts} accounts, sum of all entries ${result.total} cents.`,
    ...result.mismatches.map((m) => `  account ${m.accountId} (${m.kind}, user ${m.userId ?? 'company'}): balance ${m.balance} but entries add up to ${m.entries}`),
    ...result.unbalancedTransactions.map((id) => `  transaction ${id} does not add up to zero`),
    ...result.orphanLines.map((id) => `  line ${id} names a transaction or an account that does not exist`),
    result.ok ? 'OK: every balance equals the sum of its entries.' : 'FAILED: the ledger does not add up.',
  ];
}
