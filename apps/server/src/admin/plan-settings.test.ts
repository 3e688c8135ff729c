import { isoWeek, madridDay, type MembershipRates } from '@vo/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runBinaryCycle } from '../commissions/binary-cycle';
import { binaryCycleResults, memberships, settingsChanges, variables } from '../db/schema';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, memberClient, membershipByLevel, registerPaidMember } from '../test/factories';

const ctx = useTestApp();
const week = isoWeek(madridDay());

/** Calls the API as a fresh admin, in Spanish (the default language). */
async function adminClient() {
  const { token } = await createAdmin(ctx);
  return (method: 'GET' | 'PUT', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } });
}
type AdminCall = Awaited<ReturnType<typeof adminClient>>;

async function partnerRates(call: AdminCall): Promise<MembershipRates & { id: number }> {
  const partner = await membershipByLevel(ctx, 4);
  return (await call('GET', '/api/admin/memberships?type=product')).json()['hydra:member'].find((m: { id: number }) => m.id === partner.id);
}

async function variableNamed(key: string) {
  const [row] = await ctx.database.db.select().from(variables).where(eq(variables.keyValue, key));
  return row!;
}

const auditOf = (entity: 'membership' | 'variable', entityId: number) =>
  ctx.database.db.select().from(settingsChanges).where(and(eq(settingsChanges.entity, entity), eq(settingsChanges.entityId, entityId)));

describe('the plan is data: an admin edits it and the next run uses it', () => {
  /**
   * The binary scenario of binary-cycle.test.ts: A (partner) has 200 points left (L 50 + L2 150) and 50 right.
   * Pair 50; at the default 8 % it pays 4.00; after the admin sets the partner's binary rate to 9.5 %, 4.75.
   */
  it('a changed binary percentage changes the next cycle, and the change is audited', async () => {
    const call = await adminClient();
    const a = await registerPaidMember(ctx, 4);
    await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'left' });
    await registerPaidMember(ctx, 4, { sponsor: a.username, position: 'left' });
    await registerPaidMember(ctx, 2, { sponsor: a.username, position: 'right' });
    const { id, ...rates } = await partnerRates(call);
    expect(rates).toMatchObject({ binaryPercent: 8, weeklyBinaryCap: 500, positionAmount: 150, unilevelDepth: 2 });

    const saved = await call('PUT', `/api/admin/memberships/${id}`, { ...rates, binaryPercent: 9.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ binaryPercent: 9.5, name: 'partner', type: 'product' });
    const before = (await memberBalances(ctx.database.db, a.id)).wallet_retained;

    // The week of today, run as if it had ended (its clock a week ahead).
    await runBinaryCycle(ctx.database.db, week, new Date(Date.now() + 8 * 86_400_000));
    const [result] = await ctx.database.db.select().from(binaryCycleResults).where(and(eq(binaryCycleResults.week, week), eq(binaryCycleResults.userId, a.id)));
    expect(result).toMatchObject({ pair: 5_000, bonus: 475 });
    expect((await memberBalances(ctx.database.db, a.id)).wallet_retained - before).toBe(475);

    const audit = (await call('GET', `/api/admin/settings_changes?entity=membership&entityId=${id}`)).json()['hydra:member'];
    expect(audit).toEqual([expect.objectContaining({ subject: 'partner (product)', field: 'binaryPercent', oldValue: '8', newValue: '9.5', admin: expect.stringMatching(/^admin/) })]);
    // Saving the same figures again changes nothing and audits nothing.
    await call('PUT', `/api/admin/memberships/${id}`, { ...rates, binaryPercent: 9.5 });
    expect(await auditOf('membership', id)).toHaveLength(1);
  });

  /** C (partner) sponsors D (start): D's monthly 20 € pays C 10 % = 2.00; after unilevel.level1 becomes 12.5 %, 2.50. */
  it('a changed unilevel rate changes the next residual', async () => {
    const call = await adminClient();
    const c = await registerPaidMember(ctx, 4);
    const d = await registerPaidMember(ctx, 2, { sponsor: c.username });
    const member = await memberClient(ctx, d.username);
    const payMonthly = async () => {
      await fundWallet(ctx, d.id, 2_140);
      const payment = (await member('POST', '/api/payments', { paymentBy: 'WALLET_PAYMENT', action: 'monthly', amount: 0, type: 'monthly' })).json();
      await member('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: payment.id });
      await member('POST', `/api/payments/confirmPayment/${payment.id}`);
    };
    const earned = async () => (await memberBalances(ctx.database.db, c.id)).wallet_retained;

    const start = await earned();
    await payMonthly();
    expect(await earned() - start).toBe(200);

    const level1 = await variableNamed('unilevel.level1');
    const saved = await call('PUT', `/api/admin/variables/${level1.id}`, { value: '12,5' });
    expect(saved.json()).toMatchObject({ keyValue: 'unilevel.level1', value: '12.5', rule: { kind: 'percent', max: 100 } });
    await payMonthly();
    expect(await earned() - start).toBe(200 + 250);
    expect(await auditOf('variable', level1.id)).toEqual([expect.objectContaining({ field: 'unilevel.level1', oldValue: '10', newValue: '12.5' })]);
    await call('PUT', `/api/admin/variables/${level1.id}`, { value: '10' });
  });

  it('a bad value is a translated 400 and changes nothing', async () => {
    const call = await adminClient();
    const window = await variableNamed('retainedRefundWindowDays');
    const tooLong = await call('PUT', `/api/admin/variables/${window.id}`, { value: '400' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().violations).toEqual([expect.objectContaining({ propertyPath: 'value', code: 'validation.max', message: 'El valor máximo es 365' })]);
    const fraction = await call('PUT', `/api/admin/variables/${window.id}`, { value: '7.5' });
    expect(fraction.json().violations[0]).toMatchObject({ code: 'validation.integer', message: 'Debe ser un número entero' });
    const minimum = await variableNamed('transferMinimumAmount');
    expect((await call('PUT', `/api/admin/variables/${minimum.id}`, { value: '-5' })).json().violations[0]).toMatchObject({ message: 'El valor mínimo es 0' });
    expect((await call('PUT', `/api/admin/variables/${minimum.id}`, {})).json().violations[0]).toMatchObject({ code: 'validation.required' });
    expect(await variableNamed('retainedRefundWindowDays')).toMatchObject({ value: window.value });
    expect(await variableNamed('transferMinimumAmount')).toMatchObject({ value: minimum.value });

    const { id, ...rates } = await partnerRates(call);
    const bad = await call('PUT', `/api/admin/memberships/${id}`, { ...rates, binaryPercent: 150, weeklyBinaryCap: 10.001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'binaryPercent', message: 'El valor máximo es 100' }),
      expect.objectContaining({ propertyPath: 'weeklyBinaryCap', message: 'Como máximo dos decimales' }),
    ]);
    const [row] = await ctx.database.db.select().from(memberships).where(eq(memberships.id, id));
    expect(row).toMatchObject({ binaryBp: rates.binaryPercent * 100, weeklyBinaryCap: rates.weeklyBinaryCap * 100 });
    expect(await auditOf('variable', window.id)).toEqual([]);
  });

  it('only admins: a member gets 403, an unknown id 404', async () => {
    const call = await adminClient();
    const member = await memberClient(ctx, (await registerPaidMember(ctx, 2)).username);
    const window = await variableNamed('retainedRefundWindowDays');
    expect((await member('PUT', `/api/admin/variables/${window.id}`, { value: '1' })).statusCode).toBe(403);
    expect((await member('GET', '/api/admin/memberships')).statusCode).toBe(403);
    expect((await member('GET', '/api/admin/settings_changes')).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/variables/999999', { value: '1' })).statusCode).toBe(404);
    const { id: _id, ...rates } = await partnerRates(call);
    expect((await call('PUT', '/api/admin/memberships/999999', rates)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/admin/variables?search=refund')).json()['hydra:member'];
    expect(listed).toEqual([expect.objectContaining({ keyValue: 'retainedRefundWindowDays', rule: { kind: 'integer', min: 0, max: 365, unit: 'days' } })]);
  });
});
