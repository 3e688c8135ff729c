import { sql, type SQL } from 'drizzle-orm';
import { parallelTransactions, type Db, type Tx } from './client';
import { rowsOf } from './rows';

/**
 * Reads a query over a whole table (a million members) as integer columns without building a row
 * object per member: the database joins every row's values with commas (string_agg of concat_ws)
 * and the text is parsed here in one pass. `columns` must be non-null integers (concat_ws would
 * skip a null); `from` is everything after the select list. Keys name the columns returned.
 */
async function integerColumns<K extends string>(db: Db | Tx, named: Record<K, SQL>, from: SQL): Promise<Record<K, Float64Array>> {
  const names = Object.keys(named) as K[];
  const columns = names.map((name) => named[name]);
  const result = await db.execute(sql`select count(*)::int as rows, string_agg(concat_ws(',', ${sql.join(columns, sql`, `)}), ',') as "values" ${from}`);
  const [row] = rowsOf<{ rows: number; values: string | null }>(result);
  const rows = Number(row!.rows);
  const out = columns.map(() => new Float64Array(rows));
  const text = row!.values ?? '';
  let value = 0;
  let negative = false;
  let column = 0;
  let at = 0;
  for (let i = 0; i <= text.length && rows > 0; i += 1) {
    const c = i < text.length ? text.charCodeAt(i) : 44; // the end closes the last value like a comma
    if (c === 44) {
      out[column]![at] = negative ? -value : value;
      value = 0;
      negative = false;
      column += 1;
      if (column === columns.length) {
        column = 0;
        at += 1;
      }
    } else if (c === 45) negative = true;
    else value = value * 10 + (c - 48);
  }
  if (at !== rows || column !== 0) throw new Error(`integerColumns: the text does not hold ${rows} rows of ${columns.length} values`);
  return Object.fromEntries(names.map((name, k) => [name, out[k]!])) as Record<K, Float64Array>;
}

/** Same columns from several parts of one read, each part's arrays one after the other. */
function concatenate<K extends string>(names: K[], parts: Record<K, Float64Array>[]): Record<K, Float64Array> {
  return Object.fromEntries(names.map((name) => {
    const out = new Float64Array(parts.reduce((n, part) => n + part[name].length, 0));
    let at = 0;
    for (const part of parts) {
      out.set(part[name], at);
      at += part[name].length;
    }
    return [name, out];
  })) as Record<K, Float64Array>;
}

/**
 * `integerColumns` over `parts` (the same query, each `from` selecting a disjoint share of the rows),
 * read as one consistent snapshot: on PostgreSQL in parallel transactions that share the first one's
 * exported snapshot (so both cores build text), on PGlite one after the other in one transaction.
 */
export async function integerColumnsInParts<K extends string>(db: Db, named: Record<K, SQL>, parts: SQL[]): Promise<Record<K, Float64Array>> {
  const names = Object.keys(named) as K[];
  if (parallelTransactions(db) < 2) {
    return db.transaction(async (tx) => {
      const read: Record<K, Float64Array>[] = [];
      for (const from of parts) read.push(await integerColumns(tx, named, from));
      return concatenate(names, read);
    }, { isolationLevel: 'repeatable read' });
  }
  const [first, ...rest] = parts;
  return db.transaction(async (tx) => {
    const [{ snapshot } = { snapshot: '' }] = rowsOf<{ snapshot: string }>(await tx.execute(sql`select pg_export_snapshot() as snapshot`));
    const reads = [
      integerColumns(tx, named, first!),
      ...rest.map((from) => db.transaction(async (other) => {
        await other.execute(sql`set transaction snapshot ${sql.raw(`'${snapshot.replace(/'/g, '')}'`)}`);
        return integerColumns(other, named, from);
      }, { isolationLevel: 'repeatable read', accessMode: 'read only' })),
    ];
    return concatenate(names, await Promise.all(reads));
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
