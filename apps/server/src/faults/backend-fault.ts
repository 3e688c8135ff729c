import pg from 'pg';
import type { Database } from '../db/client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The connection string of a test database's pool (PostgreSQL only). */
const urlOf = (database: Database): string =>
  ((database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;

/**
 * A second connection that holds a table lock in an open transaction, so that a request writing to
 * that table waits inside its own transaction, with everything before that write done and not
 * committed: "the middle" of the business change, reached without any hook in the code under test.
 */
export async function lockTable(database: Database, table: string) {
  const client = new pg.Client({ connectionString: urlOf(database) });
  await client.connect();
  await client.query('begin');
  // SHARE lets the victim read everything but queues its first insert or update of the table.
  await client.query(`lock table ${table} in share mode`);
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
      throw new Error(`nothing waited for ${table} within ${timeoutMs} ms`);
    },
    /** Kills a backend as an administrator, a crash of that session or a network cut would. */
    async terminate(victimPid: number) {
      const { rows } = await client.query<{ done: boolean }>('select pg_terminate_backend($1) as done', [victimPid]);
      if (!rows[0]?.done) throw new Error(`backend ${victimPid} was not terminated`);
    },
    async release() {
      await client.query('rollback');
      await client.end();
    },
  };
}
