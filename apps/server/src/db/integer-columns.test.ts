import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { indexById, integerColumns } from './integer-columns';

// A table of its own in the database DATABASE_URL names (two connections: the parts are read by two transactions
// there), or in an empty in-memory PGlite.
let database: Database;
const table = sql.identifier(`integer_columns_${randomBytes(4).toString('hex')}`);
const bounds = sql`select min(id) as first, max(id) as last from ${table}`;
const read = (idsPerPart: number) => integerColumns(database.db, {
  columns: { id: sql`r.id`, twice: sql`r.id * 2`, below: sql`-r.id`, big: sql`9007199254740991::bigint - r.id`, linked: sql`coalesce(o.id, 0)` },
  bounds,
  from: (inRange) => sql`from ${table} r left join ${table} o on o.id = r.id + 1 and ${inRange(sql`o.id`)} where ${inRange(sql`r.id`)}`,
  idsPerPart,
});

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 2 } : { kind: 'pglite' });
  await database.db.execute(sql`create table ${table} (id int primary key)`);
});
afterAll(async () => {
  await database?.db.execute(sql`drop table if exists ${table}`);
  await database?.close();
});

it('reads no rows as empty arrays', async () => {
  const columns = await read(10);
  expect(columns.id).toHaveLength(0);
  expect(columns.big).toHaveLength(0);
});

it('reads every row once across the parts, each row at the same index in every array', async () => {
  // Ids from 5 with gaps (every seventh missing), so parts hold different numbers of rows and some end on a gap.
  await database.db.execute(sql`insert into ${table} select g from generate_series(5, 20004) g where g % 7 <> 0`);
  const expected = Array.from({ length: 20000 }, (_, k) => k + 5).filter((id) => id % 7 !== 0);
  for (const idsPerPart of [1000, 333, 100_000]) {
    const columns = await read(idsPerPart);
    expect([...columns.id].sort((a, b) => a - b)).toEqual(expected);
    columns.id.forEach((id, i) => {
      expect([columns.twice[i], columns.below[i], columns.big[i]]).toEqual([id * 2, -id, 9007199254740991 - id]);
    });
    // The join restricted to the part's range: a row whose successor lies in the next part reads 0, as the caller asked.
    expect(columns.linked[expected.indexOf(1004)]).toBe(idsPerPart === 1000 ? 0 : 1005);
  }
});

it('maps ids to their index, and 0 or an unknown id to -1', () => {
  const index = indexById(Int32Array.from([7, 3, 12]));
  expect([index(7), index(3), index(12), index(0), index(5), index(99)]).toEqual([0, 1, 2, -1, -1, -1]);
});
