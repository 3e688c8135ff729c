import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Schema } from './client';

/** The drizzle/ folder sits beside package.json, both for src/ (tsx, vitest) and for the dist/ bundle. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('drizzle/ migrations folder not found');
    dir = parent;
  }
  return join(dir, 'drizzle');
}

// Any fixed number: several API instances starting at once migrate one at a time.
const MIGRATION_LOCK = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    return;
  }
  const db = database.db as unknown as NodePgDatabase<Schema>;
  await db.transaction(async (tx) => {
    await tx.execute(`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migratePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  });
}
