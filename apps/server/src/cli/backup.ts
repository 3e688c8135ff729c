import { statSync } from 'node:fs';
import { loadDatabaseConfig } from '../config';
import { databaseLabel } from '../db/client';
import { backupDatabase } from '../ops/backup/backup';
import { backupFileArgument } from './backup-file-argument';

/** `npm run backup -- FILE`: pg_dump's custom format on PostgreSQL, PGlite's gzipped data directory otherwise (docs/operations.md). */
async function main() {
  const file = backupFileArgument('backup');
  const config = loadDatabaseConfig();
  await backupDatabase(config, file);
  console.log(`Backup of ${databaseLabel(config)} written to ${file} (${statSync(file).size} bytes).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
