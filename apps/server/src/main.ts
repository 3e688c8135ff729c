import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { JOBS } from './jobs';
import { startScheduler } from './lib/jobs/job-runner';
import { loadConfig } from './config';
import { databaseLabel, openConfiguredDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, seedDemo } from './seed/demo';
import { seedReference } from './seed/reference';
import { createMailer } from './mail/mailer';
import { registrationService } from './users/registration.service';

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

  const shutdown = async () => {
    mailer.stop();
    stopScheduler();
    await server.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
