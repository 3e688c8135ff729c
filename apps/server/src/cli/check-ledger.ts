import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { checkLedger } from '../ledger/ledger-check';
import { ledgerReport } from '../ledger/ledger-report';

/** `npm run check:ledger`: exits 1 when any balance differs from its entries (DESIGN.md section 6). */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await runMigrations(database);
    const result = await checkLedger(database.db);
    for (const line of ledgerReport(result)) console.log(line);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
