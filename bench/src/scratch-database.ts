import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';

/** A database that exists only for one benchmark run; `dispose` removes it. */
export interface ScratchDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/** Raised when the PostgreSQL server cannot be reached: the run goes on without it. */
export class Unavailable extends Error {}

export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.map(describeError).join('; ');
  if (error instanceof Error) return error.message || (error as NodeJS.ErrnoException).code || error.name;
  return String(error);
}

export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(invalid BENCH_DATABASE_URL)';
  }
}

/** An embedded PGlite in a new temporary folder. */
export async function openScratchPglite(prefix: string): Promise<ScratchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A fresh database `name` on the PostgreSQL server behind `adminUrl`, dropped again by `dispose` unless
 * BENCH_KEEP_DATABASE=1 (to read a plan on what a scale run left, e.g. `EXPLAIN (ANALYZE, BUFFERS)`).
 */
export async function openScratchPostgres(adminUrl: string, name: string, poolSize: number): Promise<ScratchDatabase> {
  const admin = () => new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  const client = admin();
  try {
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } catch (error) {
    throw new Unavailable(`${redactUrl(adminUrl)}: ${describeError(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  return {
    database,
    async dispose() {
      await database.close();
      if (process.env.BENCH_KEEP_DATABASE === '1') return;
      const cleanup = admin();
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
