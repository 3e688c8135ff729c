import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { JOBS } from './jobs';
import { startScheduler } from './lib/jobs/job-runner';
import { loadConfig } from './config';
import { databaseLabel, openConfiguredDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { seedReference } from './seed/reference';
import { createMailer } from './mail/mailer';
import { registrationService } from './users/registration.service';

/** Longer than any answer takes, shorter than an orchestrator's patience (Kubernetes kills 30 s after SIGTERM). */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * SIGTERM (a deploy, a scale-down): stop accepting, let the requests under way and the running job step
 * finish, then close the database and exit 0. Past the timeout, exit 1 rather than hang.
 */
async function shutdown(signal: NodeJS.Signals, server: FastifyInstance, stopWork: (() => Promise<void>)[], database: Database) {
  setTimeout(() => {
    console.error(`shutdown: still busy after ${SHUTDOWN_TIMEOUT_MS} ms, exiting`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    server.log.info({ signal }, 'shutting down');
    // server.close() refuses new connections at once and resolves when the last answer is sent.
    await Promise.all([server.close(), ...stopWork.map((stop) => stop())]);
    await database.close();
    // The operator's (and the shutdown test's) proof that nothing was cut short.
    server.log.info('database closed');
    process.exit(0);
  } catch (error) {
    console.error('shutdown failed:', error);
    process.exit(1);
  }
}

/** Start: config -> database -> migrations -> seed -> listen. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await runMigrations(database);
  await seedReference(database.db);

  const here = dirname(fileURLToPath(import.meta.url));
  const webRoot = [join(here, '../../web/dist'), join(here, '../../../apps/web/dist')].find((p) => existsSync(join(p, 'index.html')));
  const { server, mailer } = await buildApp({ config, database, webRoot });

  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, registrationService(database.db, createMailer(database.db, { from: config.MAIL_FROM, logError: () => {} })));
    if (seeded) server.log.info('demo data seeded');
  }
  mailer.start();
  const stopScheduler = startScheduler(database.db, JOBS, (job, err) => server.log.error({ err, job }, 'job failed'));
  await server.listen({ port: config.PORT, host: config.HOST });

  console.log(`\nVirtual Office is running at ${config.publicUrl}  (database: ${databaseLabel(config)})`);
  if (!webRoot) console.log('  (web app not built: run `npm run build` to serve it)');
  if (config.seedDemo) for (const l of DEMO_LOGINS) console.log(`  demo login (${l.role}): ${l.username} / ${l.password}`);
  console.log(`  API docs: ${config.publicUrl}/api/docs\n`);

  const stopWork = [stopScheduler, () => mailer.stop()];
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutdown(signal, server, stopWork, database));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
