import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { dropPostgresDatabase, freshPostgresDatabase } from './test-database';

/**
 * A migrated database of its own for a server process a test starts (test/server-process.ts): a new
 * PostgreSQL database with DATABASE_URL, else an embedded one's folder. `env` points the process at it;
 * `open` opens it in the test (on the embedded database only while no process holds the folder).
 */
export async function processDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database>; remove(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const target = await freshPostgresDatabase(url);
    return {
      env: { DATABASE_URL: target.url },
      open: () => openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 }),
      remove: () => dropPostgresDatabase(url, target.name),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vo-process-'));
  await (await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([await readFile(inject('pgliteDump'))]) })).close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
