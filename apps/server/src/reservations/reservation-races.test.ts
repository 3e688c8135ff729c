import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeys, reservations } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember } from '../test/factories';
import { createJourney, credit, passenger } from './test-catalogue';

/*
 * DESIGN.md section 6: a race that exists on a server never shows on PGlite (one transaction at a time), so these
 * run on PostgreSQL only: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
const ctx = useTestApp();
const ENJOY_POINTS = 50_000;

async function members(n: number) {
  return Promise.all(Array.from({ length: n }, async () => {
    const m = await registerMember(ctx);
    await credit(ctx.database.db, m.id, 'enjoy_points', ENJOY_POINTS);
    return { ...m, call: await memberClient(ctx, m.username) };
  }));
}

describe.runIf(Boolean(process.env.DATABASE_URL))('bookings at the same moment, on PostgreSQL', () => {
  it('40 members booking a journey of 5 seats at once: exactly 5 reservations, 35 clear refusals, their Enjoy Points untouched', async () => {
    const crowd = await members(40);
    const journey = await createJourney(ctx.database.db, { seats: 5 });
    const answers = await Promise.all(crowd.map((m) => m.call('POST', '/api/reservations', { type: 'trip', event: journey.id, passengers: [passenger()] })));

    const booked = crowd.filter((_, i) => answers[i]!.statusCode === 201);
    const refused = crowd.filter((_, i) => answers[i]!.statusCode !== 201);
    expect(booked).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().code])).toEqual(Array(35).fill([409, 'RESERVATION_SOLD_OUT']));
    const [row] = await ctx.database.db.select({ taken: journeys.seatsTaken }).from(journeys).where(eq(journeys.id, journey.id));
    expect(row!.taken).toBe(5);
    expect(await ctx.database.db.$count(reservations, eq(reservations.journeyId, journey.id))).toBe(5);
    for (const m of refused) expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(ENJOY_POINTS);
    for (const m of booked) expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(ENJOY_POINTS - journey.deposit);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('one member sending the same booking 10 times at once: one reservation, one deposit', async () => {
    const [m] = await members(1);
    const journey = await createJourney(ctx.database.db, { seats: 30 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => m!.call('POST', '/api/reservations', { type: 'trip', event: journey.id, passengers: [passenger()] })));

    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => [a.statusCode, a.json().code])).toEqual(Array(9).fill([409, 'RESERVATION_ALREADY_BOOKED']));
    expect(await ctx.database.db.$count(reservations, eq(reservations.journeyId, journey.id))).toBe(1);
    const [row] = await ctx.database.db.select({ taken: journeys.seatsTaken }).from(journeys).where(eq(journeys.id, journey.id));
    expect(row!.taken).toBe(1);
    expect((await memberBalances(ctx.database.db, m!.id)).enjoy_points).toBe(ENJOY_POINTS - journey.deposit);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});

// Without PostgreSQL the file would hold no test at all.
it.skipIf(Boolean(process.env.DATABASE_URL))('needs PostgreSQL (DATABASE_URL): PGlite runs one transaction at a time', () => {});
