import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh, migrated and reference-seeded database for one test file: a copy of the PGlite
 * dump made by global-setup (in memory, or in `dataDir` on disk), or (with DATABASE_URL) a new PostgreSQL database from the template.
 */
export async function freshDatabase(dataDir?: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = await readFile(inject('pgliteDump'));
    return openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([dump]) });
  }
  const { name, url: testUrl } = await freshPostgresDatabase(url);
  // Two test files run at once (vitest.config.ts): 2 × 40 stays under PostgreSQL's default 100 connections, and 40
  // concurrent requests still contend for every lock a race test aims at.
  const database = await openDatabase({ kind: 'postgres', url: testUrl, poolSize: 40 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropPostgresDatabase(url, name);
    },
  };
}

/** A new PostgreSQL database copied from the run's migrated template (or empty): its name and its URL, for tests that start their own processes on it. */
export async function freshPostgresDatabase(url: string, { empty = false } = {}): Promise<{ name: string; url: string }> {
  const name = `vo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${empty ? '' : ` template ${inject('postgresTemplate')}`}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  return { name, url: testUrl.toString() };
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
