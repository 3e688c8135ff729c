// Starts the built app for the browser tests on a database of its own: a new PGlite folder,
// or, with DATABASE_URL, a new PostgreSQL database that is dropped again on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
// Every browser of the run comes from 127.0.0.1: one per-IP limit for them all would throttle the tests, not abuse.
// E2E_NODE_ENV=production runs a test's extra server as production does (admins must enrol in 2FA, for one).
const env = { ...process.env, NODE_ENV: process.env.E2E_NODE_ENV ?? 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' };
let cleanup = async () => {};
// The mailbox of this run (tests/support/mail-drop.ts): no mail of an earlier run.
if (env.MAIL_DROP_DIR) rmSync(env.MAIL_DROP_DIR, { recursive: true, force: true });

if (process.env.DATABASE_URL) {
  const name = `vo_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  cleanup = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'vo-e2e-'));
  env.DATA_DIR = dir;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], { env, stdio: 'inherit' });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', async (code) => {
  await cleanup().catch(() => {});
  process.exit(code ?? 0);
});
