import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { NamedStatementsPGlite } from './named-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type services see, whichever driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (health checks, test set-up, benchmarks). */
  execute(sql: string): Promise<unknown>;
  /** PostgreSQL only: the pool's connections (open, idle) and the queries waiting for one, for the metrics. */
  poolUsage?(): { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data directory as a tarball (gzipped for a backup), to clone a migrated database fast in tests. */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // No JIT: our statements are short or set-based batches, for which compiling (50-200 ms a
    // statement, measured on the 1M-member residual run) costs more than it saves.
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10, options: '-c jit=off' });
    // An idle connection the server closes (restart, failover, a dropped test database) must not
    // crash the process: the pool discards it and opens another on the next query.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') console.error('database connection lost:', error.message);
    });
    // The pool listens for errors only on idle clients. A client checked out by a transaction whose
    // backend dies emits 'error' with nobody listening, which would crash the whole process; the
    // transaction's own query already fails with that error and the pool drops the dead client on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      execute: (text) => pool.query(text),
      poolUsage: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = new NamedStatementsPGlite({ dataDir: target.dataDir, loadDataDir: target.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    execute: (text) => client.exec(text),
    dump: (compression = 'none') => client.dumpDataDir(compression),
    close: () => client.close(),
  };
}

/** The database the configuration names: a PostgreSQL server with DATABASE_URL, else PGlite in DATA_DIR (created if missing). */
export async function openConfiguredDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  mkdirSync(config.DATA_DIR, { recursive: true });
  return openDatabase({ kind: 'pglite', dataDir: resolve(config.DATA_DIR) });
}

/** Which database the configuration names, in words for the console. */
export const databaseLabel = (config: { DATABASE_URL?: string; DATA_DIR: string }): string =>
  (config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${resolve(config.DATA_DIR)}`);

/**
 * How many transactions a batch job may run at once: two on a PostgreSQL server (this machine class
 * has two cores; one batch reads while another writes), one on PGlite, which has a single connection.
 */
export const parallelTransactions = (db: Db): number => ((db as unknown as { $client?: unknown }).$client instanceof pg.Pool ? 2 : 1);
