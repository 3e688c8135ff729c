import { addDays } from '@vo/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enjoyEvents, journeys, reservations } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, memberClient, registerMember, registerPaidMember } from '../test/factories';
import { createCourse, createEvent, createExcursion, createJourney, credit, inDays, passenger } from './test-catalogue';

const ctx = useTestApp();

/** A paid member (a distributor: the start plan earns commissions) with Enjoy Points, signed in. */
async function member(enjoyPoints = 500_000) {
  const m = await registerPaidMember(ctx, 2);
  await credit(ctx.database.db, m.id, 'enjoy_points', enjoyPoints);
  return { ...m, call: await memberClient(ctx, m.username) };
}
type Member = Awaited<ReturnType<typeof member>>;

const book = (m: Member, type: string, event: number, passengers = [passenger()]) => m.call('POST', '/api/reservations', { type, event, passengers });
const refusal = (response: { statusCode: number; json(): { code: string } }) => [response.statusCode, response.json().code];
const seatsTaken = async (table: typeof journeys | typeof enjoyEvents, id: number) =>
  (await ctx.database.db.select({ n: table.seatsTaken }).from(table).where(eq(table.id, id)))[0]!.n;
const reservationsOf = async (userId: number) =>
  (await ctx.database.db.select({ n: count() }).from(reservations).where(eq(reservations.userId, userId)))[0]!.n;

describe('what can be booked (spec section 8 "Reservation errors")', () => {
  it('refuses a journey that does not exist or is inactive, in the caller\'s language', async () => {
    const m = await member();
    expect(refusal(await book(m, 'trip', 999_999))).toEqual([422, 'RESERVATION_ITEM_NOT_FOUND']);
    const hidden = await createJourney(ctx.database.db, { isActive: false });
    expect(refusal(await book(m, 'trip', hidden.id))).toEqual([422, 'RESERVATION_ITEM_NOT_FOUND']);
    const token = await ctx.tokenFor(m.username, MEMBER_PASSWORD);
    const descriptions = await Promise.all(['es', 'en', 'pt'].map(async (language) => (await ctx.app.server.inject({
      method: 'POST', url: '/api/reservations', payload: { type: 'trip', event: hidden.id, passengers: [passenger()] },
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    })).json()['hydra:description']));
    expect(descriptions).toEqual(['El viaje no existe', 'The journey does not exist', 'A viagem não existe']);
  });

  it('refuses what the member\'s licence does not show them, what is closed or past, what is sold out; nothing changes', async () => {
    const m = await member();
    const forClients = await createJourney(ctx.database.db, { permDis: false });
    expect(refusal(await book(m, 'trip', forClients.id))).toEqual([403, 'RESERVATION_NO_PERMISSION']);
    // A member without a distributor licence (pre plan) sees by `permSoc` instead.
    const client = await registerMember(ctx);
    await credit(ctx.database.db, client.id, 'enjoy_points', 100_000);
    expect((await book({ ...m, call: await memberClient(ctx, client.username) }, 'trip', forClients.id)).statusCode).toBe(201);

    const closed = await createJourney(ctx.database.db, { departureOn: inDays(5), bookingClosesOn: inDays(-1) });
    expect(refusal(await book(m, 'trip', closed.id))).toEqual([422, 'RESERVATION_CLOSED']);
    const past = await createJourney(ctx.database.db, { departureOn: inDays(-3), returnOn: inDays(4), bookingClosesOn: inDays(-10) });
    expect(refusal(await book(m, 'trip', past.id))).toEqual([422, 'RESERVATION_CLOSED']);
    const pastEvent = await createEvent(ctx.database.db, { dateAt: new Date(Date.now() - 3_600_000) });
    expect(refusal(await book(m, 'event', pastEvent.id))).toEqual([422, 'RESERVATION_CLOSED']);

    const small = await createJourney(ctx.database.db, { seats: 1 });
    const soldOut = await book(m, 'trip', small.id, [passenger(), passenger({ name: 'Luis' })]);
    expect(refusal(soldOut)).toEqual([409, 'RESERVATION_SOLD_OUT']);
    expect(soldOut.json()['hydra:description']).toBe("You can't make a reservation: there are not enough seats left");
    expect(await seatsTaken(journeys, small.id)).toBe(0);
    expect(await reservationsOf(m.id)).toBe(0);
    expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(500_000);
  });

  it('asks for enough Enjoy Points to lock the booking, and leaves seats and points as they were', async () => {
    const m = await member(19_999);
    const journey = await createJourney(ctx.database.db);
    const refused = await book(m, 'trip', journey.id);
    expect(refusal(refused)).toEqual([422, 'RESERVATION_DEPOSIT_NOT_ENOUGH']);
    expect(refused.json()['hydra:description']).toBe('Check that you have enough Enjoy Points to lock the booking');
    expect(await seatsTaken(journeys, journey.id)).toBe(0);
    expect(await reservationsOf(m.id)).toBe(0);
    expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(19_999);
  });
});

describe('one live reservation per member per journey', () => {
  it('refuses a second adult booking, takes one whose passengers are all minors on the departure date, and frees the journey on cancellation', async () => {
    const m = await member();
    const journey = await createJourney(ctx.database.db);
    const first = (await book(m, 'trip', journey.id)).json();
    expect(refusal(await book(m, 'trip', journey.id))).toEqual([409, 'RESERVATION_ALREADY_BOOKED']);

    // 18 on the day before departure: an adult on the trip, though a minor today.
    const eighteenOnDeparture = addDays(journey.departureOn, -1).replace(/^\d{4}/, (y) => String(Number(y) - 18));
    expect(refusal(await book(m, 'trip', journey.id, [passenger({ birthDate: eighteenOnDeparture })]))).toEqual([409, 'RESERVATION_ALREADY_BOOKED']);
    const kids = await book(m, 'trip', journey.id, [passenger({ name: 'Leo', birthDate: inDays(-10 * 365) }), passenger({ name: 'Mia', birthDate: addDays(eighteenOnDeparture, 2) })]);
    expect(kids.statusCode).toBe(201);
    expect(kids.json().passengers.map((p: { isMinor: boolean }) => p.isMinor)).toEqual([true, true]);

    await m.call('POST', `${first['@id']}/cancel`);
    expect((await book(m, 'trip', journey.id)).statusCode).toBe(201);
    expect(await seatsTaken(journeys, journey.id)).toBe(3);
  });

  it('books an excursion only for a member holding a live reservation of its journey', async () => {
    const m = await member();
    const journey = await createJourney(ctx.database.db);
    const excursion = await createExcursion(ctx.database.db, journey.id);
    const refused = await book(m, 'excursion', excursion.id);
    expect(refusal(refused)).toEqual([422, 'RESERVATION_JOURNEY_FIRST']);
    expect(refused.json()['hydra:description']).toBe('You must reserve the journey first');

    const trip = (await book(m, 'trip', journey.id)).json();
    const booked = await book(m, 'excursion', excursion.id);
    expect(booked.json()).toMatchObject({ type: 'excursion', status: 'pending', event: { '@id': `/api/excursions/${excursion.id}` }, total: 80, deposit: 20, travelPointsMax: 8 });
    await m.call('POST', `${trip['@id']}/cancel`);
    expect(refusal(await book(m, 'excursion', excursion.id))).toEqual([422, 'RESERVATION_JOURNEY_FIRST']);
  });

  it('books courses and events; an event whose deposit is its price is paid at once', async () => {
    const m = await member();
    const course = await createCourse(ctx.database.db);
    expect((await book(m, 'course', course.id)).json()).toMatchObject({ type: 'course', status: 'pending', total: 300, amountPaid: 50, travelPointsMax: 0 });
    const event = await createEvent(ctx.database.db);
    expect((await m.call('POST', '/api/reservations', { type: 'event', event: `/api/event_enjoys/${event.id}`, passengers: [passenger()] })).json())
      .toMatchObject({ type: 'event', status: 'paid', total: 50, amountDue: 0 });
    expect(await seatsTaken(enjoyEvents, event.id)).toBe(1);
    expect(refusal(await m.call('POST', '/api/reservations', { type: 'event', event: `/api/courses/${course.id}`, passengers: [passenger()] }))).toEqual([400, 'VALIDATION']);
  });
});

describe('a member\'s own reservations', () => {
  it('are theirs alone: another member reads, pays, cancels or downloads none of them (404)', async () => {
    const owner = await member();
    const other = await member();
    const { '@id': id } = (await book(owner, 'trip', (await createJourney(ctx.database.db)).id)).json();
    for (const [method, url] of [['GET', id], ['POST', `${id}/pay`], ['POST', `${id}/cancel`], ['GET', `${id}/ticket`]] as const) {
      expect(refusal(await other.call(method, url))).toEqual([404, 'NOT_FOUND']);
    }
    expect((await other.call('GET', '/api/reservations')).json()['hydra:totalItems']).toBe(0);
    expect((await owner.call('GET', id)).json().status).toBe('pending');
  });

  it('move only as the state machine says', async () => {
    const m = await member();
    const { '@id': id } = (await book(m, 'trip', (await createJourney(ctx.database.db, { price: 30_000 })).id)).json();
    expect((await m.call('POST', `${id}/pay`)).json().status).toBe('paid');
    expect(refusal(await m.call('POST', `${id}/pay`))).toEqual([409, 'RESERVATION_STATE']);
    await m.call('POST', `${id}/cancel`);
    expect(refusal(await m.call('POST', `${id}/cancel`))).toEqual([409, 'RESERVATION_STATE']);
    expect(refusal(await m.call('POST', `${id}/pay`))).toEqual([409, 'RESERVATION_STATE']);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('list with the spec\'s filters: isActive, eventdiscr[], event[], searchfields[]/searchvalues[], order', async () => {
    const m = await member();
    const journey = await createJourney(ctx.database.db);
    const course = await createCourse(ctx.database.db);
    const trip = (await book(m, 'trip', journey.id)).json();
    const lesson = (await book(m, 'course', course.id, [passenger({ name: 'Marta Gómez' })])).json();
    await m.call('POST', `${trip['@id']}/cancel`);
    const codes = async (query: string) => (await m.call('GET', `/api/reservations?${query}`)).json()['hydra:member'].map((r: { code: string }) => r.code);

    expect(await codes('isActive=true')).toEqual([lesson.code]);
    expect(await codes('isActive=false')).toEqual([trip.code]);
    expect(await codes('eventdiscr[]=trip&eventdiscr[]=course&order[dateAt]=asc')).toEqual([lesson.code, trip.code]);
    expect(await codes(`event[]=/api/travel/${journey.id}`)).toEqual([trip.code]);
    expect(await codes(`searchfields[]=code&searchvalues[]=${lesson.code.toLowerCase()}`)).toEqual([lesson.code]);
    expect(await codes('searchfields[]=passengerName&searchvalues[]=gómez')).toEqual([lesson.code]);
    expect(await codes(`dateAt[after]=${inDays(60)}`)).toEqual([trip.code]);
    for (const bad of ['eventdiscr[]=cruise', 'event[]=/api/users/1', 'searchfields[]=password&searchvalues[]=x', 'order[secret]=asc']) {
      expect((await m.call('GET', `/api/reservations?${bad}`)).statusCode).toBe(400);
    }
  });
});
