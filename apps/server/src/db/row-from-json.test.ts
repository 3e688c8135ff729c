import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-database';
import type { Database } from './client';
import { rowFromJson } from './row-from-json';
import { users } from './schema';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('rowFromJson', () => {
  it('decodes a row exactly as selecting its columns does: dates, microseconds, arrays with quotes, large cents, nulls, generated columns', async () => {
    const { db } = database;
    const [{ id }] = (await db.insert(users).values({
      username: 'json-row', email: 'json-row@example.test', passwordHash: 'hash',
      roles: ['ROLE_USER', 'ROLE "quoted"', 'comma,role', 'back\\slash'],
      sponsorPath: [1, 2, 3], paidUntil: '2026-12-31', personalPoints: 123_456_789_012, leftActiveDirects: 1, rightActiveDirects: 2,
      landPage: null, position: null,
    }).returning({ id: users.id })) as [{ id: number }];
    await db.update(users).set({ lastLoginAt: sql`'2026-03-04 05:06:07.123456+00'::timestamptz` }).where(eq(users.id, id));

    const [columns] = await db.select().from(users).where(eq(users.id, id));
    const [json] = await db.select({ user: sql`to_json(${users})`.mapWith(rowFromJson(users)) }).from(users).where(eq(users.id, id));
    expect(json!.user).toEqual(columns);
    expect(json!.user.lastLoginAt).toEqual(new Date('2026-03-04T05:06:07.123Z'));
    expect(json!.user.isBinaryActive).toBe(true);
  });
});
