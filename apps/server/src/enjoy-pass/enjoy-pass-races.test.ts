import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enjoyPassAccesses } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember } from '../test/factories';
import { boughtPasses } from './test-passes';

/*
 * DESIGN.md section 6: a race never shows on PGlite (one transaction at a time), so this runs on PostgreSQL only:
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();

describe.runIf(Boolean(process.env.DATABASE_URL))('Enjoy Pass gives at the same moment, on PostgreSQL', () => {
  it('10 parallel gives with 3 passes left: exactly 3 accesses, 7 "no passes left", never below zero', async () => {
    const m = await registerMember(ctx);
    await boughtPasses(ctx.database.db, m.id, 3);
    const call = await memberClient(ctx, m.username);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => call('POST', '/api/enjoy_pass_accesses', { email: `race${i}@example.com` })));

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().code])).toEqual(Array(7).fill([422, 'ENJOY_PASS_NONE_LEFT']));
    expect(await ctx.database.db.$count(enjoyPassAccesses, eq(enjoyPassAccesses.userId, m.id))).toBe(3);
    expect((await call('GET', '/api/enjoy_pass_balance')).json()).toMatchObject({ bought: 3, given: 3, left: 0 });
  });

  it('10 gives at once with one Idempotency-Key: one access, every answer the same, one pass spent', async () => {
    const m = await registerMember(ctx);
    await boughtPasses(ctx.database.db, m.id, 3);
    const call = await memberClient(ctx, m.username);
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      call('POST', '/api/enjoy_pass_accesses', { email: 'once@example.com' }, { 'idempotency-key': 'double-click' })));

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await call('GET', '/api/enjoy_pass_balance')).json()).toMatchObject({ given: 1, left: 2 });
  });

  it('10 members giving to the same address at once: one access, 9 "already exists"', async () => {
    const givers = await Promise.all(Array.from({ length: 10 }, async () => {
      const m = await registerMember(ctx);
      await boughtPasses(ctx.database.db, m.id, 1);
      return memberClient(ctx, m.username);
    }));
    const answers = await Promise.all(givers.map((call) => call('POST', '/api/enjoy_pass_accesses', { email: 'shared@example.com' })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().code])).toEqual(Array(9).fill([409, 'ENJOY_PASS_EXISTS']));
  });
});

// Without PostgreSQL the file would hold no test at all.
it.skipIf(Boolean(process.env.DATABASE_URL))('needs PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time', () => {});
