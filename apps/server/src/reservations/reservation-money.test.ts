import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeys, ledgerAccounts, ledgerTransactions, userEnjoys, variables } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { memberClient, registerPaidMember } from '../test/factories';
import { createJourney, credit, inDays, passenger } from './test-catalogue';

const ctx = useTestApp();

/** A paid member (start level) sponsored by `sponsor`, with Enjoy Points, Travel Points and wallet money (cents). */
async function memberWith(sponsor: string | undefined, funds: { enjoyPoints: number; travelPoints: number; wallet: number }) {
  const m = await registerPaidMember(ctx, 2, sponsor ? { sponsor } : {});
  const { db } = ctx.database;
  await credit(db, m.id, 'enjoy_points', funds.enjoyPoints);
  await credit(db, m.id, 'travel_points', funds.travelPoints);
  await credit(db, m.id, 'wallet_available', funds.wallet);
  return { ...m, call: await memberClient(ctx, m.username) };
}

const balances = async (id: number) => {
  const b = await memberBalances(ctx.database.db, id);
  return { enjoyPoints: b.enjoy_points, travelPoints: b.travel_points, wallet: b.wallet_available, debt: b.member_debt };
};
const company = async (kind: 'company_reservations_held' | 'company_revenue') =>
  (await ctx.database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind))))[0]?.balance ?? 0;
const seatsTaken = async (id: number) => (await ctx.database.db.select({ n: journeys.seatsTaken }).from(journeys).where(eq(journeys.id, id)))[0]!.n;
const movementsOf = async (code: string) => (await ctx.database.db.select({ kind: ledgerTransactions.kind }).from(ledgerTransactions)
  .where(eq(ledgerTransactions.reference, `reservation:${code}`)).orderBy(ledgerTransactions.id)).map((t) => t.kind);

// Two passengers of a tour-operator trip at 999.99 € each, 150 € deposit each: total 1,999.98 €, deposit 300 €;
// Travel Points may pay 10 %: 199.998 € rounded down to 199.99 €.
const TRIP = { price: 99_999, deposit: 15_000, kind: 'tourOperator' } as const;
const FUNDS = { enjoyPoints: 50_000, travelPoints: 25_000, wallet: 200_000 };

describe('the money of a reservation (DESIGN.md section 7b)', () => {
  it('locks the deposit, pays the rest in the house order within the Travel Points share, and cancelling in time gives everything back, Enjoy bonus included', async () => {
    const sponsor = await registerPaidMember(ctx, 2);
    const m = await memberWith(sponsor.username, FUNDS);
    const journey = await createJourney(ctx.database.db, TRIP);

    const booked = await m.call('POST', '/api/reservations', { type: 'trip', event: `/api/travel/${journey.id}`, passengers: [passenger(), passenger({ name: 'Luis Pérez', mobile: '', email: '' })] });
    expect(booked.statusCode).toBe(201);
    const reservation = booked.json();
    expect(reservation).toMatchObject({
      '@type': 'Reservation', type: 'trip', status: 'pending', isActive: true, seats: 2, dateAt: journey.departureOn,
      event: { '@id': `/api/travel/${journey.id}`, title: { en: 'Lisboa y Oporto' } }, passengerName: 'Ana Pérez',
      total: 1999.98, deposit: 300, amountPaid: 300, amountDue: 1699.98, travelPointsMax: 199.99,
      paid: { enjoyPoints: 300, travelPoints: 0, wallet: 0, outside: 0 },
      cancellation: { free: true, freeUntil: inDays(60), refund: { enjoyPoints: 300 }, kept: 0 },
    });
    expect(reservation.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(await balances(m.id)).toEqual({ ...FUNDS, enjoyPoints: 20_000, debt: 0 });
    expect(await company('company_reservations_held')).toBe(30_000);
    expect(await seatsTaken(journey.id)).toBe(2);

    // Enjoy Points 200 €, then Travel Points up to 199.99 €, then the wallet: 1,699.98 − 200 − 199.99 = 1,299.99 €.
    const paid = (await m.call('POST', `${reservation['@id']}/pay`)).json();
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 1999.98, amountDue: 0, paid: { enjoyPoints: 500, travelPoints: 199.99, wallet: 1299.99, outside: 0 } });
    expect(await balances(m.id)).toEqual({ enjoyPoints: 0, travelPoints: 5_001, wallet: 70_001, debt: 0 });
    expect(await company('company_reservations_held')).toBe(199_998);
    // The sponsor earns 5 % of the 500 € of Enjoy Points spent, in Travel Points.
    expect((await balances(sponsor.id)).travelPoints).toBe(2_500);

    const cancelled = (await m.call('POST', `${reservation['@id']}/cancel`, { reason: 'Change of plans' })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', isActive: false, cancelReason: 'Change of plans', cancellation: null });
    expect(await balances(m.id)).toEqual({ ...FUNDS, debt: 0 });
    expect((await balances(sponsor.id)).travelPoints).toBe(0);
    expect(await company('company_reservations_held')).toBe(0);
    expect(await seatsTaken(journey.id)).toBe(0);
    expect(await movementsOf(reservation.code)).toEqual(['reservation.deposit', 'reservation.payment', 'bonus.enjoy', 'reservation.cancel', 'bonus.enjoy_clawback']);
    const tree = await ctx.database.db.select({ points: userEnjoys.points }).from(userEnjoys).where(eq(userEnjoys.reference, `reservation:${reservation.code}`));
    expect(tree.map((r) => r.points).sort()).toEqual([-2_500, 2_500]);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('after the free-cancel limit (the variable) keeps the deposit as revenue and gives the rest back to each balance', async () => {
    const m = await memberWith(undefined, FUNDS);
    const journey = await createJourney(ctx.database.db, TRIP);
    const id = (await m.call('POST', '/api/reservations', { type: 'trip', event: journey.id, passengers: [passenger(), passenger({ name: 'Luis' })] })).json()['@id'];
    await m.call('POST', `${id}/pay`);
    const revenueBefore = await company('company_revenue');

    // Departure in 90 days: free until 60 days before with the default 30; with 100 days the limit is already past.
    await ctx.database.db.update(variables).set({ value: '100' }).where(eq(variables.keyValue, 'reservationFreeCancelDays'));
    try {
      const shown = (await m.call('GET', id)).json();
      expect(shown.cancellation).toEqual({
        free: false, freeUntil: inDays(-10), kept: 300, refund: { enjoyPoints: 200, travelPoints: 199.99, wallet: 1299.99, outside: 0 },
      });
      expect((await m.call('POST', `${id}/cancel`)).json()).toMatchObject({ status: 'cancelled' });
    } finally {
      await ctx.database.db.update(variables).set({ value: '30' }).where(eq(variables.keyValue, 'reservationFreeCancelDays'));
    }
    expect(await balances(m.id)).toEqual({ enjoyPoints: 20_000, travelPoints: FUNDS.travelPoints, wallet: FUNDS.wallet, debt: 0 });
    expect(await company('company_revenue') - revenueBefore).toBe(30_000);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('pays the member\'s chosen amounts, a cruise\'s Travel Points within 5 %, and refuses amounts that do not add up or pass the share', async () => {
    const m = await memberWith(undefined, FUNDS);
    const cruise = await createJourney(ctx.database.db, { ...TRIP, kind: 'cruise' });
    const id = (await m.call('POST', '/api/reservations', { type: 'trip', event: cruise.id, passengers: [passenger()] })).json()['@id'];
    // 999.99 € − 150 € deposit = 849.99 € due; 5 % of 999.99 € = 49.99 € of Travel Points at most.
    expect((await m.call('GET', id)).json()).toMatchObject({ amountDue: 849.99, travelPointsMax: 49.99 });

    const over = await m.call('POST', `${id}/pay`, { travelPoints: 50, wallet: 799.99 });
    expect(over.statusCode).toBe(400);
    expect(over.json().violations).toEqual([expect.objectContaining({ propertyPath: 'travelPoints', code: 'validation.travelPointsCap', message: 'Travel Points can pay at most 49.99 € of this reservation' })]);
    const short = await m.call('POST', `${id}/pay`, { wallet: 800 });
    expect(short.json().violations[0]).toMatchObject({ code: 'validation.reservationAmounts', message: 'The amounts must add up to what is due: 849.99 €' });
    const tooManyPoints = await m.call('POST', `${id}/pay`, { enjoyPoints: 849.99 });
    expect([tooManyPoints.statusCode, tooManyPoints.json().code]).toEqual([422, 'ENJOY_POINTS_NOT_ENOUGH']);
    expect(await balances(m.id)).toEqual({ ...FUNDS, enjoyPoints: 35_000, debt: 0 });

    const paid = (await m.call('POST', `${id}/pay`, { travelPoints: 49.99, wallet: 800 })).json();
    expect(paid).toMatchObject({ status: 'paid', paid: { enjoyPoints: 150, travelPoints: 49.99, wallet: 800 } });
    expect(await balances(m.id)).toEqual({ enjoyPoints: 35_000, travelPoints: 20_001, wallet: 120_000, debt: 0 });
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses paying from an empty wallet with the wallet error, nothing changed', async () => {
    const m = await memberWith(undefined, { enjoyPoints: 15_000, travelPoints: 0, wallet: 10_000 });
    const journey = await createJourney(ctx.database.db, TRIP);
    const { '@id': id, code } = (await m.call('POST', '/api/reservations', { type: 'trip', event: journey.id, passengers: [passenger()] })).json();
    const refused = await m.call('POST', `${id}/pay`);
    expect([refused.statusCode, refused.json().code, refused.json()['hydra:description']]).toEqual([422, 'WALLET_NOT_ENOUGH', 'You do not have enough balance in your wallet']);
    expect((await m.call('GET', id)).json()).toMatchObject({ status: 'pending', amountPaid: 150 });
    expect(await balances(m.id)).toEqual({ enjoyPoints: 0, travelPoints: 0, wallet: 10_000, debt: 0 });
    expect(await movementsOf(code)).toEqual(['reservation.deposit']);
  });
});
