import { sql, type SQL } from 'drizzle-orm';
import { parallelTransactions, type Db, type Tx } from './client';
import { rowsOf } from './rows';

/**
 * Ids per part of a read over a whole table: each part is one text, so the texts stay a few tens of megabytes at
 * any size (one text per table grew faster than the table: at 5M members the daily pass's load took 5.5–7.2× its
 * 1M time, bench/README.md) and each part is an index range, not a scan of the table.
 */
const IDS_PER_PART = 250_000;

/** A predicate admitting the ids of one part: `column >= first and column < next` (open-ended for the last part). */
export type IdRange = (column: SQL) => SQL;

/** The `bounds` of a read over every member. */
export const MEMBER_IDS = sql`select min(id) as first, max(id) as last from users`;

export interface IntegerColumnsRead<K extends string> {
  /** The values, by the names the arrays are returned under: non-null integers (concat_ws would skip a null). */
  columns: Record<K, SQL>;
  /** One row of `first` and `last`: the smallest and largest id the parts split. */
  bounds: SQL;
  /** Everything after the select list, restricted to the ids `inRange` admits (on every table it reads, so each part reads only its share). */
  from: (inRange: IdRange) => SQL;
  idsPerPart?: number;
}

/**
 * Reads one part as integer columns without building a row object per row: the database joins every row's values
 * with commas (string_agg of concat_ws) and the text is parsed here in one pass.
 */
async function readPart<K extends string>(tx: Tx, names: K[], columns: SQL[], from: SQL): Promise<Record<K, Float64Array>> {
  const result = await tx.execute(sql`select count(*)::int as rows, string_agg(concat_ws(',', ${sql.join(columns, sql`, `)}), ',') as "values" ${from}`);
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

/** Consecutive id ranges of `size` from `first`; the first and last are open, so no row of the snapshot is missed. */
function idRanges(first: number | null, last: number | null, size: number): IdRange[] {
  const ranges: IdRange[] = [];
  const count = first === null || last === null ? 1 : Math.floor((last - first) / size) + 1;
  for (let k = 0; k < count; k += 1) {
    const lower = k === 0 ? null : first! + k * size;
    const upper = k === count - 1 ? null : first! + (k + 1) * size;
    ranges.push((column) => sql.join([
      ...(lower === null ? [] : [sql`${column} >= ${lower}`]),
      ...(upper === null ? [] : [sql`${column} < ${upper}`]),
      ...(lower === null && upper === null ? [sql`true`] : []),
    ], sql` and `));
  }
  return ranges;
}

/**
 * A read over a whole table (a million members) as integer columns, in id-range parts of one consistent snapshot,
 * part after part (the rows within a part in no set order): on PostgreSQL a second transaction imports the first
 * one's exported snapshot and both take the parts in turn (so both cores build text); on PGlite one transaction
 * reads them one after the other.
 */
export async function integerColumns<K extends string>(db: Db, read: IntegerColumnsRead<K>): Promise<Record<K, Float64Array>> {
  const names = Object.keys(read.columns) as K[];
  const columns = names.map((name) => read.columns[name]);
  const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;
  const parallel = parallelTransactions(db) > 1;
  return db.transaction(async (tx) => {
    const [{ id } = { id: '' }] = parallel ? rowsOf<{ id: string }>(await tx.execute(sql`select pg_export_snapshot() as id`)) : [];
    const [bounds] = rowsOf<{ first: number | null; last: number | null }>(await tx.execute(read.bounds));
    const ranges = idRanges(bounds!.first === null ? null : Number(bounds!.first), bounds!.last === null ? null : Number(bounds!.last), read.idsPerPart ?? IDS_PER_PART);
    const parts: Record<K, Float64Array>[] = [];
    let next = 0;
    const work = async (reader: Tx) => {
      for (let k = next++; k < ranges.length; k = next++) parts[k] = await readPart(reader, names, columns, read.from(ranges[k]!));
    };
    await Promise.all([
      work(tx),
      ...(parallel && ranges.length > 1 ? [db.transaction(async (other) => {
        await other.execute(sql`set transaction snapshot ${sql.raw(`'${id.replace(/'/g, '')}'`)}`);
        await work(other);
      }, snapshot)] : []),
    ]);
    return concatenate(names, parts);
  }, snapshot);
}

/** Each id's index in `ids` (-1 for none and for id 0, which the reads give for a null parent or sponsor). */
export function indexById(ids: Int32Array): (id: number) => number {
  const indexOf = new Int32Array(ids.reduce((max, id) => Math.max(max, id), 0) + 1).fill(-1);
  ids.forEach((id, i) => (indexOf[id] = i));
  return (id) => (id > 0 && id < indexOf.length ? indexOf[id]! : -1);
}
