import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { numberColumns } from './number-columns';

// The queries read no table: the database DATABASE_URL names itself, or an empty in-memory PGlite.
let database: Database;
beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  database = await openDatabase(url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite' });
});
afterAll(async () => {
  await database?.close();
});

it('gives each column as one array, row i at index i in every array', async () => {
  const columns = await numberColumns(database.db, sql`
    select g as id, g * 2 as doubled, (g % 2 = 0)::int as even, g::numeric / 4 as quarter, 9007199254740991::bigint - g as big
    from generate_series(1, 20000) g`, ['id', 'doubled', 'even', 'quarter', 'big']);
  expect(columns.id).toHaveLength(20000);
  columns.id.forEach((id, i) => {
    expect([columns.doubled[i], columns.even[i], columns.quarter[i], columns.big[i]]).toEqual([id * 2, id % 2 === 0 ? 1 : 0, id / 4, 9007199254740991 - id]);
  });
});

it('reads a null as NaN without shifting the rows after it, and no rows as empty arrays', async () => {
  const columns = await numberColumns(database.db, sql`select * from (values (1, null::int), (2, 20), (3, null)) v(id, parent)`, ['id', 'parent']);
  expect([...columns.id]).toEqual([1, 2, 3]);
  expect([...columns.parent]).toEqual([NaN, 20, NaN]);
  const none = await numberColumns(database.db, sql`select 1 as id where false`, ['id']);
  expect(none.id).toHaveLength(0);
});
