import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, enjoyEvents, eventAttendances, eventCategories, excursions, journeys, reservations } from '../db/schema';
import { useTestApp } from '../test/build-app';
import {
  apiAs, categoryBody, courseBody, created, day, eventBody, excursionBody, journeyBody, noonOf, texts, useCatalogueViewers,
} from '../test/catalogue';
import { findUser, registerMember } from '../test/factories';

const ctx = useTestApp();
const { admin, distributor: member, tokens } = useCatalogueViewers(ctx);

const rows = async (table: typeof journeys | typeof excursions | typeof eventCategories | typeof enjoyEvents | typeof courses) =>
  (await ctx.database.db.select({ n: count() }).from(table))[0]!.n;
const violations = (response: { json(): { violations?: { propertyPath: string; code: string }[] } }) =>
  (response.json().violations ?? []).map((v) => [v.propertyPath, v.code]);

/** A reservation row as the reservations feature writes it: all that matters here is that it refers to the item. */
async function reserve(item: { journeyId?: number; excursionId?: number; courseId?: number; eventId?: number }) {
  const { username } = await registerMember(ctx);
  const user = await findUser(ctx, username);
  const type = item.journeyId ? 'trip' : item.excursionId ? 'excursion' : item.courseId ? 'course' : 'event';
  await ctx.database.db.insert(reservations).values({ code: `T${Math.random().toString(36).slice(2, 7).toUpperCase()}`, userId: user.id, type, dateAt: day(60), seats: 1, ...item });
  return user.id;
}

describe('the console is for admins only', () => {
  it('refuses a member with 403 and a visitor with 401 before reading the body', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const calls: [string, string, object?][] = [
      ['POST', '/api/travel/find', { paginator: { pageSize: 'lots' } }],
      ['POST', '/api/travel', { title: 'not even an object' }],
      ['PUT', `/api/travel/${journey}`, {}],
      ['PUT', '/api/travel/updateStatus', { ids: 'all' }],
      ['PUT', '/api/travel/deleteItems', {}],
      ['DELETE', `/api/travel/${journey}`],
      ['POST', '/api/category_events/find', {}],
      ['PUT', '/api/attendance_codes/deleteItems', { ids: [1] }],
      ['POST', `/api/courses/${journey}/photo`, {}],
    ];
    for (const [method, url, body] of calls) {
      const refused = await member(method as 'POST', url, body);
      expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      expect((await apiAs(ctx, null)(method as 'POST', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await admin('GET', `/api/travel/${journey}`)).json().isActive).toBe(true);
  });
});

describe('POST {base}/find', () => {
  it('answers a page of items and the total for the table state: filter, sorting, paginator and search term', async () => {
    const tag = 'Findable';
    const cheap = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'gto', price: 500, deposit: 50 }))).id;
    const dear = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'gto', price: 900 }))).id;
    const hidden = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'gto', price: 700, isActive: false }))).id;
    await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'travel' }));

    const found = await admin('POST', '/api/travel/find', {
      filter: { family: 'gto', permSoc: null, kind: '' }, sorting: { column: 'price', direction: 'desc' }, paginator: { page: 1, pageSize: 2 }, searchTerm: tag,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().total).toBe(3);
    expect(found.json().items.map((i: { id: number }) => i.id)).toEqual([dear, hidden]);
    const second = (await admin('POST', '/api/travel/find', { filter: { family: ['gto'] }, sorting: { column: 'price', direction: 'desc' }, paginator: { page: 2, pageSize: 2 }, searchTerm: tag })).json();
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([cheap]);
    const inactive = (await admin('POST', '/api/travel/find', { filter: { isActive: false }, searchTerm: tag })).json();
    expect(inactive).toMatchObject({ total: 1, items: [{ id: hidden, '@type': 'Travel' }] });
    // The spec's defaults: page 1 of 10 by id ascending; a date range works as in the member's list.
    const all = (await admin('POST', '/api/travel/find', { searchTerm: tag, filter: { 'departureOn[after]': day(1) } })).json();
    expect(all.items.map((i: { id: number }) => i.id).slice(0, 3)).toEqual([cheap, dear, hidden]);
  });

  it('refuses columns and filters outside the resource\'s list, bad values and pages above 100 rows', async () => {
    const cases: [object, string[][]][] = [
      [{ sorting: { column: 'password_hash', direction: 'asc' } }, [['sorting.column', 'validation.invalid']]],
      [{ filter: { owner_id: 1 } }, [['filter.owner_id', 'validation.invalid']]],
      [{ filter: { isActive: 'maybe' } }, [['filter.isActive', 'validation.invalid']]],
      [{ filter: { 'departureOn[after]': 'someday' } }, [['filter.departureOn[after]', 'validation.invalid']]],
      [{ paginator: { page: 1, pageSize: 101 } }, [['paginator.pageSize', 'validation.max']]],
      [{ paginator: { page: 0, pageSize: 10 } }, [['paginator.page', 'validation.min']]],
    ];
    for (const [body, expected] of cases) {
      const refused = await admin('POST', '/api/travel/find', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(violations(refused)).toEqual(expected);
    }
  });
});

describe('create and update', () => {
  it('creates each resource and answers it as the member reads it', async () => {
    const journey = await created(admin, '/api/travel', journeyBody());
    expect(journey).toMatchObject({ '@type': 'Travel', isActive: true, permSoc: true, permDis: true, seatsTaken: 0 });
    expect(await created(admin, '/api/excursions', excursionBody(journey.id))).toMatchObject({ '@type': 'Excursion', travel: journey['@id'] });
    expect(await created(admin, '/api/courses', courseBody())).toMatchObject({ '@type': 'Course', category: 'lineOfLife', place: 'Madrid' });
    const category = await created(admin, '/api/category_events', categoryBody({ groupId: 3 }));
    expect(category).toMatchObject({ '@type': 'CategoryEvent', groupId: 3, sort: 1, isActive: true });
    const event = await created(admin, '/api/event_enjoys', eventBody(category.id));
    expect(event).toMatchObject({ '@type': 'EventEnjoy', category: category['@id'] });
    expect(await created(admin, '/api/attendance_codes', { event: event['@id'], code: 'gala-1' })).toMatchObject({ code: 'GALA-1', event: event['@id'] });
  });

  it('refuses what does not add up with 400 violations, translated, and writes nothing', async () => {
    const before = await rows(journeys);
    const cases: [object, string[][]][] = [
      [journeyBody({ deposit: 1300 }), [['deposit', 'validation.depositAbovePrice']]],
      [journeyBody({ returnOn: day(59) }), [['returnOn', 'validation.returnBeforeDeparture']]],
      [journeyBody({ bookingClosesOn: day(61) }), [['bookingClosesOn', 'validation.bookingClosesAfterDeparture']]],
      [journeyBody({ title: { es: 'Fiordos', en: 'Fjords', pt: '' } }), [['title.pt', 'validation.required']]],
      [journeyBody({ price: 10.999, deposit: 0 }), [['price', 'validation.twoDecimals']]],
      [journeyBody({ price: -5, deposit: 0 }), [['price', 'validation.min']]],
      [journeyBody({ seats: -1 }), [['seats', 'validation.min']]],
      // A day PostgreSQL has no date for, refused before it gets there.
      [journeyBody({ bookingClosesOn: '0000-01-01' }), [['bookingClosesOn', 'validation.date']]],
    ];
    for (const [body, expected] of cases) {
      const refused = await admin('POST', '/api/travel', body);
      expect(refused.statusCode, JSON.stringify(expected)).toBe(400);
      expect(violations(refused)).toEqual(expected);
    }
    const spanish = await apiAs(ctx, tokens.admin, 'es')('POST', '/api/travel', journeyBody({ deposit: 1300 }));
    expect(spanish.json().violations[0].message).toBe('La señal no puede superar el precio');
    const portuguese = await apiAs(ctx, tokens.admin, 'pt')('POST', '/api/travel', journeyBody({ returnOn: day(1) }));
    expect(portuguese.json().violations[0].message).toBe('O regresso não pode ser antes da partida');
    expect(await rows(journeys)).toBe(before);
  });

  it('checks what an item refers to: the journey and its days, the category, the event, a unique code', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const outside = await admin('POST', '/api/excursions', excursionBody(journey, { dateAt: noonOf(75) }));
    expect(violations(outside)).toEqual([['dateAt', 'validation.excursionOutsideJourney']]);
    expect(outside.json().violations[0].message).toBe(`The excursion must be between the journey's departure and return (${day(60)} – ${day(70)})`);
    expect(violations(await admin('POST', '/api/excursions', excursionBody(999_999)))).toEqual([['travel', 'validation.notFound']]);
    expect(violations(await admin('POST', '/api/event_enjoys', eventBody(999_999)))).toEqual([['category', 'validation.notFound']]);
    expect(violations(await admin('POST', '/api/courses', courseBody({ place: '' })))).toEqual([['place', 'validation.placeOrLink']]);

    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const [first, second] = [(await created(admin, '/api/event_enjoys', eventBody(category))).id, (await created(admin, '/api/event_enjoys', eventBody(category))).id];
    await created(admin, '/api/attendance_codes', { event: first, code: 'ONE-CODE' });
    expect(violations(await admin('POST', '/api/attendance_codes', { event: second, code: 'one-code' }))).toEqual([['code', 'validation.attendanceCodeExists']]);
    expect(violations(await admin('POST', '/api/attendance_codes', { code: 'NO-EVENT' }))).toEqual([['event', 'validation.required']]);
    expect(violations(await admin('POST', '/api/attendance_codes', { event: 999_999, code: 'NO-EVENT' }))).toEqual([['event', 'validation.notFound']]);
  });

  it('updates an item: seats never below the seats taken, flags left out kept, 404 for none', async () => {
    const journey = await created(admin, '/api/travel', journeyBody({ seats: 10, permSoc: false }));
    await ctx.database.db.update(journeys).set({ seatsTaken: 6 }).where(eq(journeys.id, journey.id));
    const tooFew = await admin('PUT', `/api/travel/${journey.id}`, journeyBody({ seats: 5 }));
    expect(violations(tooFew)).toEqual([['seats', 'validation.seatsBelowTaken']]);
    expect(tooFew.json().violations[0].message).toBe('There are already 6 seats taken: there cannot be fewer seats');

    const updated = await admin('PUT', `/api/travel/${journey.id}`, journeyBody({ seats: 6, price: 1500, destination: 'Tromsø' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ seats: 6, seatsLeft: 0, price: 1500, destination: 'Tromsø', permSoc: false });
    expect((await admin('PUT', '/api/travel/999999', journeyBody())).statusCode).toBe(404);

    const course = await created(admin, '/api/courses', courseBody());
    // Left out, the place stays; the link alone is added.
    const online = await admin('PUT', `/api/courses/${course.id}`, { ...courseBody({ onlineLink: 'https://meet.example/x' }), place: undefined });
    expect(online.json()).toMatchObject({ place: 'Madrid', onlineLink: 'https://meet.example/x' });
    expect(violations(await admin('PUT', `/api/courses/${course.id}`, courseBody({ place: null, onlineLink: '' })))).toEqual([['place', 'validation.placeOrLink']]);
  });

  it('keeps a booked excursion on its journey and a used code on its event', async () => {
    const [a, b] = [(await created(admin, '/api/travel', journeyBody())).id, (await created(admin, '/api/travel', journeyBody())).id];
    const excursion = (await created(admin, '/api/excursions', excursionBody(a))).id;
    await ctx.database.db.update(excursions).set({ seatsTaken: 1 }).where(eq(excursions.id, excursion));
    expect(violations(await admin('PUT', `/api/excursions/${excursion}`, excursionBody(b)))).toEqual([['travel', 'validation.cannotMoveInUse']]);

    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const [first, second] = [(await created(admin, '/api/event_enjoys', eventBody(category))).id, (await created(admin, '/api/event_enjoys', eventBody(category))).id];
    const code = (await created(admin, '/api/attendance_codes', { event: first, code: 'USED-CODE' })).id;
    const userId = await reserve({ eventId: first });
    await ctx.database.db.insert(eventAttendances).values({ userId, eventId: first, codeId: code });
    expect(violations(await admin('PUT', `/api/attendance_codes/${code}`, { event: second, code: 'USED-CODE' }))).toEqual([['event', 'validation.cannotMoveInUse']]);
    expect((await admin('PUT', `/api/attendance_codes/${code}`, { event: first, code: 'USED-CODE', isActive: false })).json()).toMatchObject({ isActive: false, attendances: 1 });
  });
});

describe('PUT {base}/updateStatus', () => {
  it('activates or deactivates the selected rows, all or none', async () => {
    const [a, b] = [(await created(admin, '/api/courses', courseBody())).id, (await created(admin, '/api/courses', courseBody())).id];
    const off = await admin('PUT', '/api/courses/updateStatus', { ids: [a, b], status: false });
    expect(off.statusCode, off.body).toBe(204);
    expect((await member('GET', `/api/courses/${a}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/courses/${b}`)).json().isActive).toBe(false);

    const missing = await admin('PUT', '/api/courses/updateStatus', { ids: [a, 999_999], status: true });
    expect(missing.statusCode).toBe(404);
    expect((await admin('GET', `/api/courses/${a}`)).json().isActive).toBe(false);
    expect(violations(await admin('PUT', '/api/courses/updateStatus', { ids: [], status: true }))).toEqual([['ids', 'validation.min']]);
  });
});

describe('DELETE {base}/{id} and PUT {base}/deleteItems', () => {
  it('refuses with a translated 409 to delete what is still referred to, and changes nothing', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    await created(admin, '/api/excursions', excursionBody(journey));
    const withExcursion = await admin('DELETE', `/api/travel/${journey}`);
    expect(withExcursion.statusCode).toBe(409);
    expect(withExcursion.json()).toMatchObject({ code: 'ITEM_IN_USE', 'hydra:description': 'id: It cannot be deleted: it has excursions. Deactivate it instead' });
    const inSpanish = await apiAs(ctx, tokens.admin, 'es')('DELETE', `/api/travel/${journey}`);
    expect(inSpanish.json().violations[0].message).toBe('No se puede borrar: tiene excursiones. Desactívalo en su lugar');

    const booked = (await created(admin, '/api/travel', journeyBody())).id;
    await reserve({ journeyId: booked });
    expect(violations(await admin('DELETE', `/api/travel/${booked}`))).toEqual([['id', 'validation.hasReservations']]);

    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const event = (await created(admin, '/api/event_enjoys', eventBody(category))).id;
    expect(violations(await admin('DELETE', `/api/category_events/${category}`))).toEqual([['id', 'validation.hasEvents']]);
    await created(admin, '/api/attendance_codes', { event, code: 'KEEP-ME' });
    expect(violations(await admin('DELETE', `/api/event_enjoys/${event}`))).toEqual([['id', 'validation.hasAttendanceCodes']]);

    const course = (await created(admin, '/api/courses', courseBody())).id;
    await reserve({ courseId: course });
    expect(violations(await admin('DELETE', `/api/courses/${course}`))).toEqual([['id', 'validation.hasReservations']]);

    for (const [url, id] of [['/api/travel', journey], ['/api/travel', booked], ['/api/category_events', category], ['/api/event_enjoys', event], ['/api/courses', course]] as const) {
      expect((await admin('GET', `${url}/${id}`)).statusCode, url).toBe(200);
    }
  });

  it('deletes the selected rows all or none', async () => {
    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const free = (await created(admin, '/api/category_events', categoryBody())).id;
    const used = (await created(admin, '/api/category_events', categoryBody())).id;
    await created(admin, '/api/event_enjoys', eventBody(used));

    const refused = await admin('PUT', '/api/category_events/deleteItems', { ids: [category, used, free] });
    expect(refused.statusCode).toBe(409);
    expect(violations(refused)).toEqual([['ids.1', 'validation.hasEvents']]);
    expect((await admin('GET', `/api/category_events/${category}`)).statusCode).toBe(200);

    expect((await admin('PUT', '/api/category_events/deleteItems', { ids: [category, free] })).statusCode).toBe(204);
    for (const id of [category, free]) expect((await admin('GET', `/api/category_events/${id}`)).statusCode).toBe(404);
    expect((await admin('PUT', '/api/category_events/deleteItems', { ids: [used, 999_999] })).statusCode).toBe(404);
    expect((await admin('DELETE', '/api/category_events/999999')).statusCode).toBe(404);

    const journey = (await created(admin, '/api/travel', journeyBody({ title: texts('Deleted') }))).id;
    expect((await admin('DELETE', `/api/travel/${journey}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/travel/${journey}`)).statusCode).toBe(404);
  });
});
