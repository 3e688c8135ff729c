import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openConfiguredDatabase, openDatabase, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { checkLedger, type LedgerCheck } from '../../ledger/ledger-check';
import { runPgTool } from './pg-tools';

type DatabaseConfig = { DATABASE_URL?: string; DATA_DIR: string };

/** PGlite writes PG_VERSION first when it creates a data directory: a folder with one holds a database. */
const holdsPgliteDatabase = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Writes the whole database to `file`: `pg_dump --format=custom` of DATABASE_URL (consistent while the app runs),
 * or PGlite's gzipped tarball of DATA_DIR (the app must be stopped: the folder has one user at a time).
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (config.DATABASE_URL) return runPgTool('pg_dump', config.DATABASE_URL, ['--format=custom', `--file=${file}`]);
  if (!holdsPgliteDatabase(config.DATA_DIR)) throw new Error(`No database in DATA_DIR (${resolve(config.DATA_DIR)}).`);
  const database = await openConfiguredDatabase(config);
  try {
    await writeFile(file, Buffer.from(await (await database.dump!('gzip')).arrayBuffer()));
  } finally {
    await database.close();
  }
}

/**
 * Restores a backup into an empty database (a PostgreSQL database with no tables, or a DATA_DIR without a database),
 * then runs the ledger check on what it restored. It never writes over data: restoring is for a new database.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<LedgerCheck> {
  if (!existsSync(file)) throw new Error(`No backup file at ${resolve(file)}.`);
  const database = config.DATABASE_URL ? await restorePostgres(config.DATABASE_URL, file) : await restorePglite(config.DATA_DIR, file);
  try {
    return await checkLedger(database.db);
  } finally {
    await database.close();
  }
}

async function restorePostgres(url: string, file: string): Promise<Database> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  try {
    const { used } = rowsOf<{ used: boolean }>(await database.db.execute(sql`
      select exists (select 1 from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')) as used`))[0]!;
    if (used) throw new Error('DATABASE_URL names a database that already has tables: restore into a new, empty one (createdb).');
    // One transaction: a failed restore leaves the database empty, ready for another try.
    await runPgTool('pg_restore', url, ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', file]);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function restorePglite(dataDir: string, file: string): Promise<Database> {
  if (holdsPgliteDatabase(dataDir)) throw new Error(`DATA_DIR (${resolve(dataDir)}) already holds a database: restore into a new, empty folder.`);
  return openDatabase({ kind: 'pglite', dataDir: resolve(dataDir), loadDataDir: new Blob([await readFile(file)]) });
}
