import { and, count, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { observeJobRuns } from '../lib/jobs/job-runner';
import { routeLabel } from './route-label';

// Seconds: most API answers take milliseconds, a PDF or a payout export a second or more.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// Seconds: the daily pass takes a minute at a million members, the binary cycle seconds.
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Counts and times every answer by method, route pattern and status class. */
function requestMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern', labelNames, registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern', labelNames, buckets: REQUEST_BUCKETS, registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status_class: statusClass(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Job runs of this process by job and outcome; stops watching when the server closes. */
function jobMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['job', 'outcome'] as const;
  const runs = new Counter({ name: 'job_runs_total', help: 'Job runs finished by this process, by job and outcome', labelNames, registers: [registry] });
  const durations = new Histogram({ name: 'job_run_duration_seconds', help: 'Duration of a job run, by job and outcome', labelNames, buckets: JOB_BUCKETS, registers: [registry] });
  const stop = observeJobRuns(({ job, outcome, seconds }) => {
    runs.inc({ job, outcome });
    durations.observe({ job, outcome }, seconds);
  });
  app.addHook('onClose', async () => void stop());
}

/**
 * Read from the database on each scrape, so every instance reports the same shared figure. A failed read
 * leaves the last value: the scrape still answers, and readiness is what reports the database.
 */
function outboxMetrics(app: FastifyInstance, registry: Registry, database: Database) {
  const waiting = async (delivered: typeof isNull) => {
    const [row] = await database.db.select({ n: count() }).from(mailOutbox).where(and(isNull(mailOutbox.sentAt), delivered(mailOutbox.error)));
    return row?.n ?? 0;
  };
  new Gauge({
    name: 'mail_outbox_backlog', help: 'E-mails waiting in the outbox to be delivered', registers: [registry],
    async collect() {
      await waiting(isNull).then((n) => this.set(n), (err: unknown) => app.log.warn({ err }, 'outbox backlog not read'));
    },
  });
  new Gauge({
    name: 'mail_outbox_failed', help: 'E-mails whose delivery failed and that were not sent again', registers: [registry],
    async collect() {
      await waiting(isNotNull).then((n) => this.set(n), (err: unknown) => app.log.warn({ err }, 'outbox failures not read'));
    },
  });
}

/** node-postgres's pool; PGlite is one in-process session and has none. */
function poolMetrics(registry: Registry, database: Database) {
  const usage = database.poolUsage;
  if (!usage) return;
  new Gauge({
    name: 'db_pool_connections', help: 'Database connections the pool holds, by state', labelNames: ['state'] as const, registers: [registry],
    collect() {
      const { total, idle } = usage();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'in_use' }, total - idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_queries', help: 'Queries waiting for a free database connection', registers: [registry],
    collect() {
      this.set(usage().waiting);
    },
  });
}

/**
 * The app's Prometheus registry: requests, job runs, the outbox, the database pool, and the process's own
 * figures (CPU, memory, event loop). One registry per app, so test apps in one process do not mix.
 * Register before the routes: the request hook must see every one.
 */
export function createMetrics(app: FastifyInstance, database: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  jobMetrics(app, registry);
  outboxMetrics(app, registry, database);
  poolMetrics(registry, database);
  return registry;
}
