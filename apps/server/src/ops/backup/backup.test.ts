import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { runCli } from '../../test/server-process';
import { checkLedger } from '../../ledger/ledger-check';
import { useTestApp, type TestContext } from '../../test/build-app';
import { fundWallet, registerPaidMember } from '../../test/factories';
import { restoreDatabase } from './backup';

const onPostgres = Boolean(process.env.DATABASE_URL);
// Only where the tests run: a skipped suite runs no afterAll to remove it.
const folder = mkdtempSync(join(tmpdir(), 'vo-backup-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const backupFile = join(folder, 'backup');
// As a production cron job runs them: no app secrets, only where the database is.
const cliEnv = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
// Two command-line runs (a node process each, and a data folder to pack or unpack) take seconds on a crowded machine.
const CLI_TEST_TIMEOUT = 120_000;

/** Money that moved through the app: two confirmed registration payments (their commissions) and a wallet credit. */
async function seedMoney(ctx: TestContext) {
  const first = await registerPaidMember(ctx, 3);
  await registerPaidMember(ctx, 2, { sponsor: first.username });
  await fundWallet(ctx, first.id, 12_345);
}

/** Every account's balance and how many entries and transactions the ledger holds. */
async function ledgerState(db: Db) {
  const accounts = rowsOf<{ id: number; kind: string; balance: string }>(await db.execute(sql`select id, kind, balance from ledger_accounts order by id`));
  const [counts] = rowsOf<{ entries: string; transactions: string }>(await db.execute(sql`
    select (select count(*) from ledger_entries) as entries, (select count(*) from ledger_transactions) as transactions`));
  return { accounts, ...counts! };
}

/** The restored database's ledger check is clean and its ledger is the one backed up. */
async function expectSameLedger(restored: Database, before: Awaited<ReturnType<typeof ledgerState>>) {
  try {
    expect((await checkLedger(restored.db)).ok).toBe(true);
    expect(await ledgerState(restored.db)).toEqual(before);
  } finally {
    await restored.close();
  }
}

describe.runIf(onPostgres)('backup and restore on PostgreSQL', () => {
  const ctx = useTestApp();
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://unused');
  const urlOf = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server.toString() });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };

  it('pg_dump of a database with money restores into a new one: ledger check clean, same balances; a used database is refused', async () => {
    await seedMoney(ctx);
    const before = await ledgerState(ctx.database.db);
    expect(Number(before.entries)).toBeGreaterThan(4);
    const { name } = rowsOf<{ name: string }>(await ctx.database.db.execute(sql`select current_database() as name`))[0]!;
    const backup = await runCli('src/cli/backup.ts', { DATABASE_URL: urlOf(name), ...cliEnv }, [backupFile]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('written to') });

    const target = `vo_restore_${randomBytes(6).toString('hex')}`;
    await admin(`create database ${target}`);
    try {
      const restore = await runCli('src/cli/restore.ts', { DATABASE_URL: urlOf(target), ...cliEnv }, [backupFile]);
      expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('OK: every balance equals the sum of its entries.') });
      await expect(restoreDatabase({ DATABASE_URL: urlOf(target), DATA_DIR: '' }, backupFile)).rejects.toThrow(/already has tables/);
      await expectSameLedger(await openDatabase({ kind: 'postgres', url: urlOf(target), poolSize: 2 }), before);
    } finally {
      await admin(`drop database if exists ${target} with (force)`);
    }
  }, CLI_TEST_TIMEOUT);
});

// The embedded run covers the embedded database; a PostgreSQL run has no migrated PGlite copy to start from.
describe.skipIf(onPostgres)('backup and restore of the embedded database', () => {
  const source = join(folder, 'source');
  const target = join(folder, 'target');
  const ctx = useTestApp({}, { dataDir: source });

  it('the stopped data folder restores into a new folder: ledger check clean, same balances; a used folder is refused', async () => {
    await seedMoney(ctx);
    const before = await ledgerState(ctx.database.db);
    expect(Number(before.entries)).toBeGreaterThan(4);
    await ctx.stop();
    const backup = await runCli('src/cli/backup.ts', { DATA_DIR: source, ...cliEnv }, [backupFile]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining('written to') });

    const restore = await runCli('src/cli/restore.ts', { DATA_DIR: target, ...cliEnv }, [backupFile]);
    expect(restore).toMatchObject({ code: 0, output: expect.stringContaining('OK: every balance equals the sum of its entries.') });
    await expect(restoreDatabase({ DATA_DIR: target }, backupFile)).rejects.toThrow(/already holds a database/);
    await expectSameLedger(await openDatabase({ kind: 'pglite', dataDir: target }), before);
  }, CLI_TEST_TIMEOUT);
});
