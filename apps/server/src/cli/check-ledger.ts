import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { checkLedger } from '../ledger/ledger-check';

/** `npm run check:ledger`: exits 1 when any balance differs from its entries (DESIGN.md section 6). */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const result = await checkLedger(database.db);
    console.log(`Ledger: ${result.accounts} accounts, sum of all entries ${result.total} cents.`);
    for (const m of result.mismatches) {
      console.log(`  account ${m.accountId} (${m.kind}, user ${m.userId ?? 'company'}): balance ${m.balance} but entries add up to ${m.entries}`);
    }
    for (const id of result.unbalancedTransactions) console.log(`  transaction ${id} does not add up to zero`);
    for (const id of result.orphanLines) console.log(`  line ${id} names a transaction or an account that does not exist`);
    console.log(result.ok ? 'OK: every balance equals the sum of its entries.' : 'FAILED: the ledger does not add up.');
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
