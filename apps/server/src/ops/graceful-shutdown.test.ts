import { Agent, request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { jobRuns, users } from '../db/schema';
import { TEST_CLIENT } from '../test/build-app';
import { MEMBER_PASSWORD } from '../test/factories';
import { processDatabase } from '../test/process-database';
import { freePort, startServer } from '../test/server-process';

const START_TIMEOUT = 120_000;
type LogLine = { msg?: string; reqId?: string; req?: { route?: string }; res?: { statusCode?: number } };

/** The JSON lines the server process logged so far (its start-up banner is plain text and left out). */
const logLines = (output: string): LogLine[] =>
  output.split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as LogLine);

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether a new TCP connection to the port is refused. */
const refused = (port: number) => new Promise<boolean>((resolve) => {
  const socket = connect(port, '127.0.0.1');
  socket.once('connect', () => (socket.destroy(), resolve(false)));
  socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
});

/**
 * On PostgreSQL, the scheduler's first job (the network pass, first in JOBS) held mid-step: a lock the test takes
 * on a table the step reads and nothing else touches before it. Returns the way to let it go on. The embedded
 * database admits no second process, so there the step cannot be held from outside.
 */
async function holdTheNetworkPass(env: Record<string, string>) {
  if (!env.DATABASE_URL) return undefined;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query('begin');
  await client.query('lock table network_volumes in access exclusive mode');
  return {
    running: async () => (await client.query(`select 1 from job_runs where job = 'network-daily-pass' and status = 'running'`)).rowCount === 1 || undefined,
    release: async () => {
      await client.query('commit');
      await client.end();
    },
  };
}

describe('the server process on SIGTERM', () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;

  beforeAll(async () => {
    database = await processDatabase();
    const db = await database.open();
    try {
      await db.db.insert(users).values({ username: 'shutdownuser', email: 'shutdownuser@example.test', passwordHash: await hashPassword(MEMBER_PASSWORD), roles: ['ROLE_USER'], isActive: true });
    } finally {
      await db.close();
    }
  }, START_TIMEOUT);

  afterAll(async () => database?.remove());

  it('refuses new connections, answers the request under way with 200, lets the job step finish, closes the database, exits 0', async () => {
    const port = await freePort();
    const held = await holdTheNetworkPass(database.env);
    const server = await startServer({
      ...database.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'info',
    }, START_TIMEOUT);

    // A login whose body arrives in two halves: the server holds the request until the second, sent after SIGTERM.
    // Over a keep-alive connection a load balancer would keep open for a minute: the answer must close it.
    const body = new URLSearchParams({ grant_type: 'password', username: 'shutdownuser', password: MEMBER_PASSWORD, ...TEST_CLIENT }).toString();
    const login = request({
      host: '127.0.0.1', port, method: 'POST', path: '/api/login', agent: new Agent({ keepAlive: true, timeout: 60_000 }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
      login.once('response', (response: IncomingMessage) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.once('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
      });
      login.once('error', reject);
    });
    if (held) await waitFor('the network pass to start', held.running);
    login.write(body.slice(0, 10));
    const arrived = await waitFor('the login to arrive', () => logLines(server.output()).find((l) => l.msg === 'incoming request' && l.req?.route === '/api/login'));

    const exited = server.stop();
    await waitFor('the shutdown to start', () => logLines(server.output()).find((l) => l.msg === 'shutting down'));
    await waitFor('new connections to be refused', async () => ((await refused(port)) ? true : undefined));
    login.end(body.slice(10));

    const { status, connection, body: answered } = await answer;
    expect(status).toBe(200);
    expect(connection).toBe('close');
    expect(JSON.parse(answered)).toHaveProperty('access_token');
    if (held) {
      // Answered, but the job step under way keeps the process (and its database) open until it has finished.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(logLines(server.output()).map((l) => l.msg)).not.toContain('database closed');
      await held.release();
    }
    expect(await exited).toBe(0);
    const steps = logLines(server.output())
      .filter((l) => (l.reqId === arrived.reqId && l.res) || l.msg === 'shutting down' || l.msg === 'database closed')
      .map((l) => (l.res ? `${l.msg} ${l.res.statusCode}` : l.msg));
    expect(steps).toEqual(['shutting down', 'request completed 200', 'database closed']);

    // No job step was cut short; on PostgreSQL, the held one finished and no other job started after SIGTERM.
    const after = await database.open();
    try {
      const runs = await after.db.select({ job: jobRuns.job, status: jobRuns.status }).from(jobRuns);
      if (held) expect(runs).toEqual([{ job: 'network-daily-pass', status: 'done' }]);
      else expect(runs.filter((run) => run.status !== 'done')).toEqual([]);
    } finally {
      await after.close();
    }
  }, 2 * START_TIMEOUT);
});
