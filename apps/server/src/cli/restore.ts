import { loadDatabaseConfig } from '../config';
import { databaseLabel } from '../db/client';
import { ledgerReport } from '../ledger/ledger-report';
import { restoreDatabase } from '../ops/backup/backup';
import { backupFileArgument } from './backup-file-argument';

/** `npm run restore -- FILE`: into an empty database only, then the ledger check on it; exits 1 when it does not add up. */
async function main() {
  const file = backupFileArgument('restore');
  const config = loadDatabaseConfig();
  const result = await restoreDatabase(config, file);
  console.log(`Restored ${file} into ${databaseLabel(config)}.`);
  for (const line of ledgerReport(result)) console.log(line);
  process.exitCode = result.ok ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
