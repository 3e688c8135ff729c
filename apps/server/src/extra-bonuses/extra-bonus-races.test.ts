import { extraBonusPool } from '@vo/domain';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { replaceClubs } from '../test/clubs';
import { clubJobDone, confirmedAt, qualified, setPoolPercent, statementOf } from '../test/extra-bonuses';
import { createAdmin, registerPaidMember } from '../test/factories';
import { runExtraBonus } from './extra-bonus-run';

/*
 * DESIGN.md section 6: a race never shows on PGlite (one transaction at a time), so this runs on PostgreSQL only:
 * DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();

async function pooledMonth(month: string, instant: string) {
  const [gold] = await replaceClubs(ctx, [{ isTravel: false, maxPerDirect: 10, bonusShareBp: 300 }]);
  await setPoolPercent(ctx, 'extraMonthlyBonusPercent', '10');
  const members = [];
  for (let i = 0; i < 4; i += 1) members.push(await registerPaidMember(ctx, 2));
  await confirmedAt(ctx, members.map((m) => m.paymentId), instant);
  await qualified(ctx, month, [[members[0]!.id, gold!, false], [members[1]!.id, gold!, false]]);
  await clubJobDone(ctx, month);
  return members;
}

describe.runIf(Boolean(process.env.DATABASE_URL))('extra bonus races, on PostgreSQL', () => {
  it('two runs of the same period at once (and an admin’s): paid once', async () => {
    const [a, b] = await pooledMonth('2025-08', '2025-08-10T12:00:00Z');
    const admin = await createAdmin(ctx);
    const [first, second, viaApi] = await Promise.all([
      runExtraBonus(ctx.database.db, 'monthly', '2025-08', '2025-09-01'),
      runExtraBonus(ctx.database.db, 'monthly', '2025-08', '2025-09-01'),
      ctx.app.server.inject({ method: 'POST', url: '/api/admin/extra_bonus_runs', payload: { kind: 'monthly', period: '2025-08' }, headers: { authorization: `Bearer ${admin.token}` } }),
    ]);
    const details = viaApi.json().details as { alreadyRun: boolean };
    expect([first.alreadyRun, second.alreadyRun, details.alreadyRun].filter((x) => !x)).toHaveLength(1);
    // 4 × 50 € = 200 €, pool 20 €, half each.
    expect((await memberBalances(ctx.database.db, a!.id)).wallet_retained).toBe(1_000);
    expect((await memberBalances(ctx.database.db, b!.id)).wallet_retained).toBe(1_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('a refund at the moment the pool is paid: counted once, either out of the base or clawed back', async () => {
    const [a, b, p] = await pooledMonth('2025-09', '2025-09-10T12:00:00Z');
    const admin = await createAdmin(ctx);
    await Promise.all([
      runExtraBonus(ctx.database.db, 'monthly', '2025-09', '2025-10-01'),
      ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${p!.paymentId}/refund`, payload: { reason: 'race' }, headers: { authorization: `Bearer ${admin.token}` } }),
    ]);
    const { run, shares } = await statementOf(ctx, 'monthly', '2025-09');
    // What the members keep is the pool of the payments that stayed paid: 10 % of 150 €.
    expect(run!.base - run!.refundedBase).toBe(15_000);
    const kept = [a!, b!].reduce((sum, m) => sum + shares[m.id]!.amount - shares[m.id]!.clawedBack, 0);
    expect(kept).toBe(extraBonusPool(15_000, 1_000));
    const held = await Promise.all([a!, b!].map((m) => memberBalances(ctx.database.db, m.id)));
    expect(held.reduce((sum, x) => sum + x.wallet_retained + x.wallet_available + x.member_debt, 0)).toBe(kept);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});

// Without PostgreSQL the file would hold no test at all.
it.skipIf(Boolean(process.env.DATABASE_URL))('needs PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time', () => {});
