import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NamedStatementsPGlite, prepareNamed } from './named-statements';

// Its own in-memory PGlite whatever DATABASE_URL says: the class is PGlite's.
const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull() });
let client: NamedStatementsPGlite;
let db: ReturnType<typeof drizzle>;

/** How often PostgreSQL ran the statement `name` with its generic plan; undefined when it was never prepared. */
const genericPlans = async (name: string) =>
  (await client.query<{ generic_plans: number }>('select generic_plans from pg_prepared_statements where name = $1', [name])).rows[0]?.generic_plans;

/** The same, read inside a transaction (the client waits for the transaction to end). */
const genericPlansIn = async (tx: { execute(query: ReturnType<typeof sql>): Promise<unknown> }, name: string) =>
  ((await tx.execute(sql`select generic_plans from pg_prepared_statements where name = ${name}`)) as { rows: { generic_plans: number }[] }).rows[0]?.generic_plans;

beforeAll(async () => {
  client = new NamedStatementsPGlite();
  await client.waitReady;
  db = drizzle({ client });
  await client.exec(`create table notes (id integer primary key, body text not null);
    insert into notes values (1, 'plain'), (2, 'it''s'), (3, 'back\\slash'), (4, '''); drop table notes; --')`);
});

afterAll(async () => {
  await client?.close();
});

describe('NamedStatementsPGlite', () => {
  it('runs a named statement as EXECUTE of one PREPARE, answers as the plain query does and keeps a generic plan', async () => {
    const byBody = prepareNamed(db, 'note_by_body', db.select().from(notes).where(eq(notes.body, sql.placeholder('body'))));
    const plain = db.select().from(notes).where(eq(notes.body, sql.placeholder('body'))).prepare('plain');
    expect(await byBody.execute({ body: 'plain' })).toEqual(await plain.execute({ body: 'plain' }));
    expect(await byBody.execute({ body: 'plain' })).toEqual([{ id: 1, body: 'plain' }]);
    // PostgreSQL tries a few custom plans before it settles on the generic one.
    for (let i = 0; i < 6; i++) await byBody.execute({ body: 'plain' });
    expect(await genericPlans('note_by_body')).toBeGreaterThan(0);
    expect(await genericPlans('plain')).toBeUndefined();
  });

  it('passes parameters as literals: quotes, backslashes and SQL in a value are only text', async () => {
    const byBody = prepareNamed(db, 'note_by_body_2', db.select({ id: notes.id }).from(notes).where(eq(notes.body, sql.placeholder('body'))));
    expect(await byBody.execute({ body: "it's" })).toEqual([{ id: 2 }]);
    expect(await byBody.execute({ body: 'back\\slash' })).toEqual([{ id: 3 }]);
    expect(await byBody.execute({ body: "'); drop table notes; --" })).toEqual([{ id: 4 }]);
    expect(await byBody.execute({ body: "x'); drop table notes; --" })).toEqual([]);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }]);
  });

  it('takes numbers, booleans, dates and null, and refuses what has no plain literal', async () => {
    const byId = prepareNamed(db, 'note_by_id', db.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))));
    expect(await byId.execute({ id: 2 })).toEqual([{ body: "it's" }]);
    expect(await byId.execute({ id: null })).toEqual([]);
    const echo = prepareNamed(db, 'echo', db.select({
      flag: sql<boolean>`${sql.placeholder('flag')}::boolean`,
      sameInstant: sql<boolean>`${sql.placeholder('at')}::timestamptz = '2026-01-02T03:04:05Z'`,
    }).from(notes).where(eq(notes.id, 1)));
    expect(await echo.execute({ flag: true, at: new Date('2026-01-02T03:04:05Z') })).toEqual([{ flag: true, sameInstant: true }]);
    // Drizzle wraps the driver's error.
    await expect(byId.execute({ id: { id: 1 } })).rejects.toMatchObject({ cause: expect.any(TypeError) });
    await expect(byId.execute({ id: Number.NaN })).rejects.toMatchObject({ cause: expect.any(TypeError) });
  });

  it('prepares once when the first calls come together', async () => {
    const byId = prepareNamed(db, 'note_by_id_together', db.select({ id: notes.id }).from(notes).where(eq(notes.id, sql.placeholder('id'))));
    const answers = await Promise.all([1, 2, 3, 4, 1, 2, 3, 4].map((id) => byId.execute({ id })));
    expect(answers.map((rows) => rows[0]!.id)).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('prepares again after a failed PREPARE (its table did not exist yet)', async () => {
    const later = pgTable('later', { id: integer('id').primaryKey() });
    const all = prepareNamed(db, 'later_all', db.select().from(later));
    await expect(all.execute()).rejects.toThrow(/later/);
    await client.exec('create table later (id integer primary key); insert into later values (7)');
    expect(await all.execute()).toEqual([{ id: 7 }]);
  });

  it('refuses a name that is not a plain identifier or that another statement already has', () => {
    expect(() => client.name('Bad-Name', 'select 1')).toThrow(/identifier/);
    client.name('taken', 'select 1');
    expect(() => client.name('taken', 'select 2')).toThrow(/already used/);
    expect(() => client.name('taken', 'select 1')).not.toThrow();
  });

  it('runs a named statement as EXECUTE inside a transaction too, and a rolled back transaction keeps the statement prepared', async () => {
    const byId = prepareNamed(db, 'note_in_tx', db.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))));
    expect(await db.transaction(async (tx) => {
      const prepared = tx.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare('note_in_tx');
      return [await prepared.execute({ id: 2 }), await genericPlansIn(tx, 'note_in_tx')];
    })).toEqual([[{ body: "it's" }], 0]);
    await expect(db.transaction(async (tx) => {
      await tx.select({ body: notes.body }).from(notes).where(eq(notes.id, sql.placeholder('id'))).prepare('note_in_tx').execute({ id: 3 });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    // The statement outlived the rollback (PREPARE is not transactional): the next uses, in or out of a transaction, execute it.
    for (let i = 0; i < 6; i++) expect(await byId.execute({ id: 3 })).toEqual([{ body: 'back\\slash' }]);
    expect(await genericPlans('note_in_tx')).toBeGreaterThan(0);
  });

  it('names a statement built on a transaction only (as the sign-up\'s slot and placement statements are)', async () => {
    const inTx = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      prepareNamed(tx, 'note_tx_only', tx.select({ id: notes.id }).from(notes).where(eq(notes.body, sql.placeholder('body'))));
    expect(await db.transaction(async (tx) => inTx(tx).execute({ body: 'plain' }))).toEqual([{ id: 1 }]);
    expect(await genericPlans('note_tx_only')).toBe(0);
  });
});
