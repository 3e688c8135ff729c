import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rateLimitCounters } from '../../db/schema';
import { useTestApp, type TestContext } from '../../test/build-app';
import { createAdmin } from '../../test/factories';

const LOOKUPS = 4;
const lookup = (ctx: TestContext) => ctx.app.server.inject({ method: 'GET', url: '/api/checkUsername/nobody-here' }).then((r) => r.statusCode);

describe.runIf(process.env.REDIS_URL)('rate limits in Redis (REDIS_URL set)', () => {
  // Two apps, as two instances would be, on one Redis; a prefix of this run's own keeps other runs' counts apart.
  const env = { REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`, LOOKUP_RATE_LIMIT_PER_MINUTE: String(LOOKUPS) };
  const a = useTestApp(env);
  const b = useTestApp(env);

  it('count the hits of both apps together', async () => {
    const statuses = [];
    for (let i = 0; i < LOOKUPS; i += 1) statuses.push(await lookup(i % 2 ? b : a));
    expect(statuses).toEqual(Array(LOOKUPS).fill(200));
    expect([await lookup(a), await lookup(b)]).toEqual([429, 429]);
  });
});

describe.skipIf(process.env.REDIS_URL)('rate limits in Redis', () => {
  it.skip('need REDIS_URL (e.g. redis://127.0.0.1:6379)', () => {});
});

describe.runIf(process.env.DATABASE_URL)('rate limits in PostgreSQL (no REDIS_URL)', () => {
  const limit = 10;
  const ctx = useTestApp({ LOOKUP_RATE_LIMIT_PER_MINUTE: String(limit) });

  it('let exactly the limit through when the hits arrive at once', async () => {
    const statuses = await Promise.all(Array.from({ length: 3 * limit }, () => lookup(ctx)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * limit);
  });

  it('write no counter in the request path of a route under the general limit only (GET /api/me), one per hit for a route with a limit of its own', async () => {
    const counters = async () => (await ctx.database.db.select({ n: count() }).from(rateLimitCounters))[0]!.n;
    const { token } = await createAdmin(ctx);
    // The general limit's hits wait in memory for the flush a second after the first of them (decision 110).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ctx.database.db.delete(rateLimitCounters);
    for (let i = 0; i < 3; i += 1) {
      expect((await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    }
    expect(await counters()).toBe(0);
    await vi.waitFor(async () => expect(await counters()).toBe(1), { timeout: 3000 });
    expect(await lookup(ctx)).toBe(200);
    expect(await counters()).toBe(2);
  });
});
