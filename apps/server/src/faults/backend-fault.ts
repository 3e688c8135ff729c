import pg from 'pg';
import type { Database } from '../db/client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The connection string of a test database's pool (PostgreSQL only). */
const urlOf = (database: Database): string =>
  ((database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;

/** A second connection with an open transaction that holds a lock, and what a test does with the backend it blocks. */
async function holdLock(database: Database, what: string, lock: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  await client.query('begin');
  await lock(client);
  const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows as [{ pid: number }];

  return {
    /** The backend that waits for this lock (polled: it exists once the request reaches the write). */
    async victim(timeoutMs = 10_000): Promise<number> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const { rows } = await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [pid]);
        if (rows[0]) return rows[0].pid;
        await pause(10);
      }
      throw new Error(`nothing waited for ${what} within ${timeoutMs} ms`);
    },
    /** A statement inside the holder's transaction (to read what the victim holds, or to change what it waits for). */
    query: <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => client.query<R>(text, values),
    /** Kills a backend as an administrator, a crash of that session or a network cut would. */
    async terminate(victimPid: number) {
      const { rows } = await client.query<{ done: boolean }>('select pg_terminate_backend($1) as done', [victimPid]);
      if (!rows[0]?.done) throw new Error(`backend ${victimPid} was not terminated`);
    },
    /** Ends the holder's transaction, keeping (`commit`) or dropping what it changed; the victim goes on. */
    async release(end: 'commit' | 'rollback' = 'rollback') {
      await client.query(end);
      await client.end();
    },
  };
}

/**
 * A second connection that holds a table lock in an open transaction, so that a request writing to
 * that table waits inside its own transaction, with everything before that write done and not
 * committed: "the middle" of the business change, reached without any hook in the code under test.
 */
export const lockTable = (database: Database, table: string) =>
  // SHARE lets the victim read everything but queues its first insert or update of the table.
  holdLock(database, table, (client) => client.query(`lock table ${table} in share mode`));

/** The same with the rows a `select … for update` names locked: a request waits when it locks or updates one of them. */
export const lockRows = (database: Database, select: string, values: unknown[]) =>
  holdLock(database, 'the rows', (client) => client.query(`${select} for update`, values));
