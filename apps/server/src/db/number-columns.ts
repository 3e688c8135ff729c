import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * A large query's numeric columns, each as one array (index i of every array is the query's row i), for in-memory
 * passes over a million rows. The rows come back as one text per column: turning a million rows into objects was
 * most of the daily pass's time on PGlite (65 of 75 s, bench/README.md). A null reads as NaN; booleans need `::int`.
 * Every aggregate of one query level reads the same input in the same order, so the arrays stay aligned.
 */
export async function numberColumns<K extends string>(db: Pick<Db, 'execute'>, query: SQL, columns: readonly K[]): Promise<Record<K, Float64Array>> {
  const texts = sql.join(columns.map((c) => sql`coalesce(string_agg(coalesce(q.${sql.identifier(c)}::text, 'NaN'), ','), '') as ${sql.identifier(c)}`), sql`, `);
  const [row] = rowsOf<Record<K, string>>(await db.execute(sql`select ${texts} from (${query}) q`));
  return Object.fromEntries(columns.map((c) => [c, parseNumbers(row![c])])) as Record<K, Float64Array>;
}

const parseNumbers = (text: string): Float64Array => (text === '' ? new Float64Array(0) : Float64Array.from(text.split(','), Number));
