import type { AddressInfo } from 'node:net';
import autocannon, { type Result } from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { prepareNamed } from '../../apps/server/src/db/named-statements';
import { users } from '../../apps/server/src/db/schema';
import { seedDemo } from '../../apps/server/src/seed/demo';
import { seedReference } from '../../apps/server/src/seed/reference';
import { createMailer } from '../../apps/server/src/mail/mailer';
import { registrationService } from '../../apps/server/src/users/registration.service';
import { stat } from './measure';
import { openScratchPglite, openScratchPostgres, Unavailable } from './scratch-database';

/**
 * The two routes take turns, `rounds` times each, in the order ABBA ABBA…: a machine that slows down or speeds up
 * during the run (a virtual machine's neighbours) weighs on both alike instead of on whichever ran second.
 */
export const LOAD = { connections: 10, warmupSeconds: 2, rounds: 4, roundSeconds: 4 } as const;
export const ME_GOAL = 0.8;
export const BARE_ROUTE = '/bench/pk';
export const ME_ROUTE = '/api/me';
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export interface LoadRow {
  database: string;
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed or did not answer 2xx during the measured run. */
  failures: number;
}

/** Both routes over every round, and `/api/me` ÷ bare round by round (the spread of the ratio). */
export interface Measured {
  bare: LoadRow;
  me: LoadRow;
  roundRatios: number[];
}

export type DatabaseOutcome =
  | ({ database: string; status: 'measured' } & Measured)
  | { database: string; status: 'skipped'; reason: string };

/** A database to measure on; `open` returns it plus what undoes it. */
interface Target {
  label: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pgliteTarget: Target = { label: 'PGlite (embedded)', open: () => openScratchPglite('vo-bench-pglite-') };

function postgresTarget(adminUrl: string): Target {
  // Pool as large as the load's connection count, so the pool is not what limits either route.
  return { label: 'PostgreSQL', open: () => openScratchPostgres(adminUrl, `vo_bench_${process.pid}`, LOAD.connections) };
}

async function load(url: string, headers: Record<string, string>, duration: number): Promise<Result> {
  // The load generator runs in its own worker thread so it does not share the server's event loop.
  return autocannon({ url, headers, connections: LOAD.connections, duration, workers: 1, timeout: 10 });
}

const requestsPerSecond = (results: Result[]) =>
  results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0);

/** A route over its rounds: requests/s over the whole time, the median round's p50 and the worst round's p99. */
function row(database: string, route: string, results: Result[]): LoadRow {
  return {
    database,
    route,
    requestsPerSecond: requestsPerSecond(results),
    p50: stat(results.map((r) => r.latency.p50)).p50,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** Migrates and seeds the database, serves the real app plus the bare route, and loads both routes. */
async function measure(label: string, database: Database, log: (line: string) => void): Promise<Measured> {
  // As production serves: answers serialized without the schema check, unless RESPONSE_VALIDATION=true asks to measure it;
  // the rate limits counted in Redis when REDIS_URL is set, else on PostgreSQL in its table (the general one flushed
  // about once a second), on PGlite in memory (decision 110).
  const config = loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '1000000000', RESPONSE_VALIDATION: process.env.RESPONSE_VALIDATION ?? 'false',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const { db } = database;
  log(`${label}: migrating and seeding`);
  await runMigrations(database);
  await seedReference(db);
  await seedDemo(db, registrationService(db, createMailer(db, { from: config.MAIL_FROM, logError: () => {} })));
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  if (!demo) throw new Error('seedDemo did not create the demo user');

  const { server } = await buildApp({ config, database });
  // The baseline: one primary-key SELECT of a users row on the same Drizzle db, through the same hooks,
  // prepared like the session query so the ratio compares work, not query building.
  const byId = prepareNamed(db, 'bench_user_by_id', db.select().from(users).where(eq(users.id, sql.placeholder('id'))));
  server.get(BARE_ROUTE, async () => {
    const [user] = await byId.execute({ id: demo.id });
    if (!user) throw new Error('demo user vanished');
    const { passwordHash: _hash, ...visible } = user;
    return visible;
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  try {
    const { port } = server.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const login = await expectOk(
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'demo',
          password: 'Demo1234!',
          client_id: config.OAUTH_CLIENT_ID,
          client_secret: config.OAUTH_CLIENT_SECRET,
        }),
      }),
      'POST /api/login as demo',
    );
    const { access_token: token } = (await login.json()) as { access_token: string };
    const meHeaders = { authorization: `Bearer ${token}` };
    await expectOk(await fetch(`${base}${ME_ROUTE}`, { headers: meHeaders }), `GET ${ME_ROUTE}`);
    await expectOk(await fetch(`${base}${BARE_ROUTE}`), `GET ${BARE_ROUTE}`);

    log(`${label}: warm-up ${LOAD.warmupSeconds} s per route`);
    await load(`${base}${BARE_ROUTE}`, {}, LOAD.warmupSeconds);
    await load(`${base}${ME_ROUTE}`, meHeaders, LOAD.warmupSeconds);

    log(`${label}: ${LOAD.rounds} rounds of ${LOAD.roundSeconds} s per route, ${LOAD.connections} connections`);
    const bare: Result[] = [];
    const me: Result[] = [];
    const loadBare = async () => bare.push(await load(`${base}${BARE_ROUTE}`, {}, LOAD.roundSeconds));
    const loadMe = async () => me.push(await load(`${base}${ME_ROUTE}`, meHeaders, LOAD.roundSeconds));
    for (let round = 0; round < LOAD.rounds; round++) {
      for (const turn of round % 2 ? [loadMe, loadBare] : [loadBare, loadMe]) await turn();
    }
    return {
      bare: row(label, BARE_ROUTE, bare),
      me: row(label, ME_ROUTE, me),
      roundRatios: me.map((m, i) => requestsPerSecond([m]) / requestsPerSecond([bare[i]!])),
    };
  } finally {
    await server.close();
  }
}

/** Runs the API load benchmark on the embedded database and on PostgreSQL (skipped when unreachable). */
export async function benchApi(log: (line: string) => void): Promise<DatabaseOutcome[]> {
  const targets = [pgliteTarget, postgresTarget(process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES_URL)];
  const outcomes: DatabaseOutcome[] = [];
  for (const target of targets) {
    let opened: Awaited<ReturnType<Target['open']>>;
    try {
      opened = await target.open();
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      log(`${target.label}: skipped (${error.message})`);
      outcomes.push({ database: target.label, status: 'skipped', reason: error.message });
      continue;
    }
    try {
      outcomes.push({ database: target.label, status: 'measured', ...(await measure(target.label, opened.database, log)) });
    } finally {
      await opened.dispose();
    }
  }
  return outcomes;
}
