import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { releaseRetained } from '../commissions/retained-release';
import { users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { runJobOnce } from '../lib/jobs/job-runner';
import { useTestApp } from '../test/build-app';
import { replaceClubs } from '../test/clubs';
import { clubJobDone, confirmedAt, qualified, setPoolPercent, statementOf } from '../test/extra-bonuses';
import { createAdmin, fundWallet, memberClient, registerPaidMember } from '../test/factories';
import { extraMonthlyBonusJob, runExtraBonus } from './extra-bonus-run';

/* Runs on PGlite, and on PostgreSQL with DATABASE_URL (the races: extra-bonus-races.test.ts). */
const ctx = useTestApp();
const balances = (id: number) => memberBalances(ctx.database.db, id);

async function admin() {
  const a = await createAdmin(ctx);
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${a.token}` } });
}

/** Five paid sign-ups of 50 € net each (start plan) in the pool's period; nobody sponsors anybody. */
async function fivePayers(instant: string) {
  const members = [];
  for (let i = 0; i < 5; i += 1) members.push(await registerPaidMember(ctx, 2));
  await confirmedAt(ctx, members.map((m) => m.paymentId), instant);
  return members;
}

describe('extra monthly bonus', () => {
  it('splits the pool by club share to the cent, pays the unqualified nothing, waits for the clubs and pays a period once', async () => {
    const [gold, silver, noRight] = await replaceClubs(ctx, [
      { isTravel: false, maxPerDirect: 10, bonusShareBp: 300 }, { isTravel: true, maxPerDirect: 10, bonusShareBp: 100 },
      { isTravel: false, maxPerDirect: 10, bonusShareBp: 500, rightToCollection: false },
    ]);
    await setPoolPercent(ctx, 'extraMonthlyBonusPercent', '10');
    const [a, b, c, d, e] = await fivePayers('2025-03-15T12:00:00Z');
    // Refunded before the pool is paid: out of the base. Confirmed on 1 April, Madrid time: next month's.
    const refunded = await registerPaidMember(ctx, 2);
    await confirmedAt(ctx, [refunded.paymentId], '2025-03-20T12:00:00Z');
    const april = await registerPaidMember(ctx, 2);
    await confirmedAt(ctx, [april.paymentId], '2025-03-31T22:30:00Z');
    const call = await admin();
    expect((await call('POST', `/api/admin/payments/${refunded.paymentId}/refund`, { reason: 'asked' })).statusCode).toBe(200);
    // a: gold (300); b: travel silver twice (general and travel: 100 + 100); e: gold and travel silver (400);
    // c reached no club (no row), d a club without the right to collect.
    await qualified(ctx, '2025-03', [[a!.id, gold!, false], [b!.id, silver!, false], [b!.id, silver!, true], [d!.id, noRight!, false],
      [e!.id, gold!, false], [e!.id, silver!, true]]);

    await expect(runExtraBonus(ctx.database.db, 'monthly', '2025-04', '2025-04-30')).rejects.toMatchObject({ code: 'EXTRA_BONUS_PERIOD_NOT_ENDED' });
    await expect(runExtraBonus(ctx.database.db, 'monthly', '2025-03', '2025-04-01')).rejects.toMatchObject({ code: 'EXTRA_BONUS_CLUBS_NOT_QUALIFIED' });
    await clubJobDone(ctx, '2025-03');
    const outcome = await runExtraBonus(ctx.database.db, 'monthly', '2025-03', '2025-04-01');

    // Base 5 × 50 € = 250 €, pool 25 €; weights 300, 200, 400: 833.33, 555.55, 1111.11 → the cent left to b's .55.
    expect(outcome).toEqual({ kind: 'monthly', period: '2025-03', alreadyRun: false, base: 25_000, payments: 5, pool: 2_500, members: 3, paid: 2_500 });
    const { run, shares } = await statementOf(ctx, 'monthly', '2025-03');
    expect(run).toMatchObject({ shareBp: 1_000, base: 25_000, pool: 2_500, members: 3, totalWeight: 900, paid: 2_500 });
    expect(shares).toEqual({ [a!.id]: { amount: 833, clawedBack: 0, weight: 300 }, [b!.id]: { amount: 556, clawedBack: 0, weight: 200 }, [e!.id]: { amount: 1_111, clawedBack: 0, weight: 400 } });
    expect((await balances(a!.id)).wallet_retained).toBe(833);
    expect((await balances(b!.id)).wallet_retained).toBe(556);
    for (const unpaid of [c!, d!]) expect(await balances(unpaid.id)).toMatchObject({ wallet_retained: 0, wallet_available: 0 });

    // A rerun, the scheduled job and an admin's run pay nothing more.
    expect(await runExtraBonus(ctx.database.db, 'monthly', '2025-03', '2025-04-01')).toMatchObject({ alreadyRun: true });
    expect(await runJobOnce(ctx.database.db, extraMonthlyBonusJob, '2025-03')).toMatchObject({ status: 'done', details: { alreadyRun: true } });
    expect((await call('POST', '/api/admin/extra_bonus_runs', { kind: 'monthly', period: '2025-03' })).json()).toEqual({ status: 'skipped', periodKey: '2025-03' });
    expect((await balances(a!.id)).wallet_retained).toBe(833);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);

    // The member's history and the console's statement.
    const asA = await memberClient(ctx, a!.username);
    const history = (await asA('GET', '/api/extra_bonuses?kind=monthly')).json();
    expect(history['hydra:member']).toEqual([expect.objectContaining({ id: 'monthly-2025-03', pool: 25, base: 250, members: 3, qualified: true, myWeight: 300, myShare: 8.33, myClawedBack: 0 })]);
    const asC = await memberClient(ctx, c!.username);
    expect((await asC('GET', '/api/extra_bonuses?kind=monthly')).json()['hydra:member'][0]).toMatchObject({ qualified: false, myShare: 0 });
    expect((await asC('GET', '/api/extra_bonuses?kind=annual')).json()['hydra:totalItems']).toBe(0);
    expect((await asC('GET', '/api/extra_bonuses?kind=weekly')).statusCode).toBe(400);
    expect((await asA('GET', '/api/admin/extra_bonus_runs')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/extra_bonus_runs?kind=monthly')).json()['hydra:member']).toEqual([expect.objectContaining({
      id: 'monthly-2025-03', sharePercent: 10, base: 250, payments: 5, pool: 25, members: 3, totalWeight: 900, paid: 25, refundedBase: 0, clawedBack: 0,
    })]);
    expect((await call('POST', '/api/admin/extra_bonus_runs', { kind: 'annual', period: '2025-03' })).statusCode).toBe(400);

    // The running month's estimate reads the latest qualification (March here), and says why in a code.
    const estimate = (await asA('GET', '/api/extra_bonuses/current?kind=monthly')).json();
    expect(estimate).toMatchObject({ kind: 'monthly', period: madridDay().slice(0, 7), sharePercent: 10, basedOn: ['2025-03'], members: 3, totalWeight: 900, myWeight: 300, reason: 'qualified', club: `/api/clubs/${gold}`, clubTravel: null });
    expect(estimate.pool).toBeCloseTo(estimate.base / 10, 2);
    // No row is not qualified (decision 106): c is a candidate now, april no longer is (inactive).
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, april.id));
    const reasons = await Promise.all([c!, d!, april].map(async (m) => (await (await memberClient(ctx, m.username))('GET', '/api/extra_bonuses/current')).json()));
    expect(reasons.map((r) => [r.reason, r.myShare])).toEqual([['noClubReached', 0], ['clubWithoutCollection', 0], ['notCandidate', 0]]);
  });

  it('takes a payment refunded after the pool was paid back from its members; what they no longer hold is netted from their next earnings', async () => {
    const [gold, silver] = await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, bonusShareBp: 300 }, { isTravel: false, maxPerDirect: 10, bonusShareBp: 100 }]);
    await setPoolPercent(ctx, 'extraMonthlyBonusPercent', '10');
    const [a, b, p] = await fivePayers('2025-05-10T12:00:00Z');
    await qualified(ctx, '2025-05', [[a!.id, gold!, false], [b!.id, silver!, false]]);
    await clubJobDone(ctx, '2025-05');
    await runExtraBonus(ctx.database.db, 'monthly', '2025-05', '2025-06-01');
    expect((await balances(a!.id)).wallet_retained).toBe(1_875); // 25 € × 3/4
    expect((await balances(b!.id)).wallet_retained).toBe(625);
    // Both released; a spends everything, b keeps it.
    await releaseRetained(ctx.database.db, madridDay(new Date(Date.now() + 15 * 86_400_000)));
    await fundWallet(ctx, a!.id, -1_875);

    const call = await admin();
    expect((await call('POST', `/api/admin/payments/${p!.paymentId}/refund`, { reason: 'asked' })).json()).toMatchObject({ status: 'refunded', changed: true });
    // The pool without it: 10 % of 200 € = 20 €, so 5 € back, 3/4 from a (owed) and 1/4 from b.
    expect(await balances(a!.id)).toMatchObject({ wallet_available: 0, wallet_retained: 0, member_debt: -375 });
    expect(await balances(b!.id)).toMatchObject({ wallet_available: 500, member_debt: 0 });
    const { run, shares } = await statementOf(ctx, 'monthly', '2025-05');
    expect(run).toMatchObject({ refundedBase: 5_000, clawedBack: 500 });
    expect(shares[a!.id]).toMatchObject({ amount: 1_875, clawedBack: 375 });
    // A second refund call changes nothing more.
    expect((await call('POST', `/api/admin/payments/${p!.paymentId}/refund`, { reason: 'asked' })).json()).toMatchObject({ changed: false });
    expect((await statementOf(ctx, 'monthly', '2025-05')).run).toMatchObject({ clawedBack: 500 });

    // a's next commission (10 % direct bonus of a 150 € partner sign-up) pays the debt first.
    await registerPaidMember(ctx, 4, { sponsor: a!.username });
    expect(await balances(a!.id)).toMatchObject({ member_debt: 0, wallet_retained: 1_500 - 375 });
    const history = (await (await memberClient(ctx, a!.username))('GET', '/api/extra_bonuses')).json();
    expect(history['hydra:member'][0]).toMatchObject({ period: '2025-05', myShare: 18.75, myClawedBack: 3.75 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});

describe('extra annual bonus', () => {
  it('weighs each member by the club shares of every month of the year they qualified in, after December’s qualification', async () => {
    const [gold, silver] = await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, bonusShareBp: 300 }, { isTravel: false, maxPerDirect: 10, bonusShareBp: 100 }]);
    await setPoolPercent(ctx, 'extraAnnualBonusPercent', '10');
    const [a, b, , d] = await fivePayers('2024-06-10T12:00:00Z');
    await confirmedAt(ctx, [d!.paymentId], '2023-12-31T23:30:00Z'); // 1 January 2024 in Madrid: counted
    await qualified(ctx, '2024-02', [[a!.id, gold!, false]]);
    await qualified(ctx, '2024-12', [[a!.id, gold!, false], [b!.id, silver!, false]]);
    await qualified(ctx, '2025-01', [[b!.id, gold!, false]]); // another year

    await expect(runExtraBonus(ctx.database.db, 'annual', '2024', '2025-01-01')).rejects.toMatchObject({ code: 'EXTRA_BONUS_CLUBS_NOT_QUALIFIED' });
    await clubJobDone(ctx, '2024-12');
    // 250 €, pool 25 €; weights 600 and 100: 2142.85 and 357.14 → the cent left to a's .85.
    expect(await runExtraBonus(ctx.database.db, 'annual', '2024', '2025-01-01')).toMatchObject({ base: 25_000, pool: 2_500, members: 2, paid: 2_500 });
    const { shares } = await statementOf(ctx, 'annual', '2024');
    expect(shares).toEqual({ [a!.id]: { amount: 2_143, clawedBack: 0, weight: 600 }, [b!.id]: { amount: 357, clawedBack: 0, weight: 100 } });
    expect(await runExtraBonus(ctx.database.db, 'annual', '2024', '2025-01-01')).toMatchObject({ alreadyRun: true });
    expect((await balances(a!.id)).wallet_retained).toBe(2_143);
  });

  it('pays nothing when nobody qualified, and says so in the statement', async () => {
    await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, bonusShareBp: 300 }]);
    await fivePayers('2023-07-10T12:00:00Z');
    // An old month nobody will ever qualify: no wait for the club job.
    expect(await runExtraBonus(ctx.database.db, 'monthly', '2023-07', '2025-01-01')).toMatchObject({ alreadyRun: false, members: 0, paid: 0, base: 25_000 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});
