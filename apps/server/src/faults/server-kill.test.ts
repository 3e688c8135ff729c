import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { openDatabase } from '../db/client';
import { rowsOf } from '../db/rows';
import { users } from '../db/schema';
import { TEST_CLIENT, type TestContext } from '../test/build-app';
import { MEMBER_PASSWORD, membershipByLevel, registrationBody } from '../test/factories';
import { runCli, startServer } from '../test/server-process';

const onPostgres = Boolean(process.env.DATABASE_URL);
/** Kills per run, each while several confirmations are in flight; a start of the server costs seconds, so few. */
const ROUNDS = Number(process.env.FAULT_KILL_ROUNDS ?? 3);
const IN_FLIGHT = 4;
const PORT = 3218;
const base = `http://127.0.0.1:${PORT}`;
// Only where the test runs: a skipped file runs no afterAll to remove it.
const dataDir = onPostgres ? '' : mkdtempSync(join(tmpdir(), 'vo-faults-'));
const env = {
  DATA_DIR: dataDir, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000',
};
// Starting the server is most of the time: seconds on a quiet machine, a minute on a crowded one.
const START_TIMEOUT = 120_000;

afterAll(() => dataDir && rmSync(dataDir, { recursive: true, force: true }));

/** The data folder from the run's migrated dump, an admin, and the registrations to send (built from the same factory as the API tests). */
async function prepareDataDir() {
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([await readFile(inject('pgliteDump'))]) });
  try {
    await database.db.insert(users).values({
      username: 'faultadmin', email: 'faultadmin@example.test', passwordHash: await hashPassword(MEMBER_PASSWORD), roles: ['ROLE_ADMIN'], isActive: true,
    });
    const ctx = { database } as TestContext;
    const membershipId = (await membershipByLevel(ctx, 2)).id;
    const bodies = [];
    for (let i = 0; i < ROUNDS * IN_FLIGHT; i += 1) bodies.push(await registrationBody(ctx, { membershipId, paymentMethod: 'TRANS_PAYMENT' }));
    return bodies;
  } finally {
    await database.close();
  }
}

async function call(method: string, path: string, token?: string, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json() as Record<string, unknown> };
}

async function adminToken() {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'faultadmin', password: MEMBER_PASSWORD, ...TEST_CLIENT }),
  });
  return (await response.json() as { access_token: string }).access_token;
}

/**
 * Fires every confirmation at once and SIGKILLs the server a random few milliseconds after the first
 * one answers: the embedded database runs one transaction at a time, so the next is then mid-way.
 * Returns the payments whose confirmation was answered (committed, so they must survive).
 */
async function confirmAndKill(server: Awaited<ReturnType<typeof startServer>>, token: string, ids: number[]) {
  const answered = new Set<number>();
  let firstAnswer!: () => void;
  const first = new Promise<void>((resolve) => (firstAnswer = resolve));
  const calls = ids.map((id) => call('POST', `/api/admin/payments/${id}/confirm`, token).then((r) => {
    if (r.status === 200) answered.add(id);
    firstAnswer();
  }, () => {}));
  await first;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 15));
  await server.kill();
  await Promise.all(calls);
  return answered;
}

describe.runIf(!onPostgres)('the server killed (SIGKILL) during payment confirmations on the embedded database', () => {
  it('restarts on the same folder with each payment confirmed in full or untouched; the retry confirms once; check:ledger is clean', async () => {
    const bodies = await prepareDataDir();
    let server = await startServer(env, START_TIMEOUT);
    const startsMs = [server.startMs];
    const paymentIds: number[] = [];
    const outcomes = { answeredBeforeKill: 0, committedUnanswered: 0, untouched: 0 };
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        let token = await adminToken();
        const ids: number[] = [];
        for (const body of bodies.slice(round * IN_FLIGHT, (round + 1) * IN_FLIGHT)) {
          const registered = await call('POST', '/api/register', undefined, body);
          expect(registered.status).toBe(201);
          ids.push((registered.body.payment as { paymentId: number }).paymentId);
        }
        paymentIds.push(...ids);
        const answered = await confirmAndKill(server, token, ids);

        server = await startServer(env, START_TIMEOUT);
        startsMs.push(server.startMs);
        token = await adminToken();
        for (const id of ids) {
          const { status } = (await call('GET', `/api/payments/${id}`, token)).body;
          if (answered.has(id)) expect(status).toBe('paid');
          else expect(['paid', 'pending']).toContain(status);
          outcomes[answered.has(id) ? 'answeredBeforeKill' : status === 'paid' ? 'committedUnanswered' : 'untouched'] += 1;
          // A confirmation the crash cut short starts from nothing; one that committed is not repeated.
          expect((await call('POST', `/api/admin/payments/${id}/confirm`, token)).body).toMatchObject({ status: 'paid', changed: status === 'pending' });
        }
      }
    } finally {
      await server.stop();
    }
    console.info(`SIGKILL faults: ${ROUNDS} kills, ${paymentIds.length} confirmations in flight:`, outcomes, 'server starts (ms):', startsMs);
    expect(outcomes.untouched).toBeGreaterThan(0);

    const check = await runCli('src/cli/check-ledger.ts', env);
    expect(check.output).toContain('OK: every balance equals the sum of its entries.');
    expect(check.code).toBe(0);
    // Exactly one of each thing a confirmation writes, whether it committed before a kill or on the retry.
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = rowsOf<{ id: number; order: string; postings: number; invoices: number; volumes: number }>(await database.db.execute(sql`
        select p.id, o.status as order,
          (select count(*)::int from ledger_transactions t where t.reference = 'payment:' || p.id) as postings,
          (select count(*)::int from invoices i where i.payment_id = p.id) as invoices,
          (select count(*)::int from network_volumes v where v.reason = 'payment:' || p.id) as volumes
        from payments p join register_orders o on o.payment_id = p.id
        where p.id = any(${`{${paymentIds.join(',')}}`}::int[]) order by p.id`));
      expect(rows).toEqual(paymentIds.map((id) => ({ id, order: 'confirmed', postings: 1, invoices: 1, volumes: 1 })));
    } finally {
      await database.close();
    }
  }, 900_000);
});

describe.runIf(onPostgres)('a server killed on the embedded database', () => {
  it.skip('runs without DATABASE_URL: it crashes the process that holds PGlite (PostgreSQL faults are in terminate-backend.test.ts)', () => {});
});
