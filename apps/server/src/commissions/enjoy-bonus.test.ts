import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerPaidMember } from '../test/factories';

const ctx = useTestApp();

/**
 * Sponsorship line root → A → B → C → D (all start, paid). D spends 100 Enjoy Points: C earns 5 % = 5 Travel
 * Points (level 1), B 3 % = 3, A 2 % = 2. With B out of date, B is skipped: C 5, A 3.
 */
describe('Enjoy bonus (Travel Points) on Enjoy Points spent by the downline', () => {
  it('pays the upline by level, records the Enjoy bonus tree rows, compresses past out-of-date members', async () => {
    const a = await registerPaidMember(ctx, 2);
    const b = await registerPaidMember(ctx, 2, { sponsor: a.username });
    const c = await registerPaidMember(ctx, 2, { sponsor: b.username });
    const d = await registerPaidMember(ctx, 2, { sponsor: c.username });
    const admin = await createAdmin(ctx);
    const spend = (reference: string) => ctx.app.server.inject({
      method: 'POST', url: '/api/user_enjoys', payload: { user: d.id, points: 100, reference }, headers: { authorization: `Bearer ${admin.token}` },
    });
    expect((await spend('reservation:1')).json()).toEqual({ earners: 3, points: 10 });
    const travel = async (id: number) => (await memberBalances(ctx.database.db, id)).travel_points;
    expect([await travel(c.id), await travel(b.id), await travel(a.id)]).toEqual([500, 300, 200]);

    await ctx.database.db.update(users).set({ paidUntil: '2020-01-01' }).where(eq(users.id, b.id));
    await spend('reservation:2');
    expect([await travel(c.id), await travel(b.id), await travel(a.id)]).toEqual([1_000, 300, 500]);

    const rows = (await (await memberClient(ctx, a.username))('GET', '/api/user_enjoys')).json();
    expect(rows['hydra:member'].map((r: { level: number; points: number }) => [r.level, r.points])).toEqual([[2, 3], [3, 2]]);
    expect(rows['hydra:member'][0].fromUser).toEqual({ id: d.id, username: d.username });
    // One bonus by id: the earner's own; somebody else's is "not found"; a spender who does not exist is refused.
    const first = rows['hydra:member'][0]['@id'] as string;
    expect((await (await memberClient(ctx, a.username))('GET', first)).json()).toMatchObject({ user: `/api/users/${a.id}`, level: 2, points: 3 });
    expect((await (await memberClient(ctx, d.username))('GET', first)).statusCode).toBe(404);
    const nobody = await ctx.app.server.inject({
      method: 'POST', url: '/api/user_enjoys', payload: { user: 2_000_000_000, points: 1, reference: 'x' }, headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(nobody.statusCode).toBe(404);
    expect((await (await memberClient(ctx, d.username))('POST', '/api/user_enjoys', { user: d.id, points: 5, reference: 'x' })).statusCode).toBe(403);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});
