import { isVisibleTo } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { journeys } from '../db/schema';
import { useTestApp } from '../test/build-app';
import {
  apiAs, categoryBody, courseBody, created, day, eventBody, excursionBody, journeyBody, noonOf, useCatalogueViewers, type Api,
} from '../test/catalogue';

const ctx = useTestApp();
const { admin, client, distributor, tokens } = useCatalogueViewers(ctx);
const clientInSpanish: Api = (...args) => apiAs(ctx, tokens.client, 'es')(...args);

type Member = { '@id': string; id: number } & Record<string, unknown>;
const members = async (api: Api, url: string) => {
  const response = await api('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()['hydra:member'] as Member[];
};
const ids = async (api: Api, url: string) => (await members(api, url)).map((m) => m.id);

describe('who sees what (isVisibleTo)', () => {
  it('shows a member what permSoc / permDis and isActive allow, an admin everything, and answers 404 for the rest', async () => {
    const flags = [true, false].flatMap((permSoc) => [true, false].flatMap((permDis) => [true, false].map((isActive) => ({ permSoc, permDis, isActive }))));
    const items = [];
    for (const f of flags) items.push({ ...f, id: (await created(admin, '/api/travel', journeyBody({ ...f, destination: 'Visibility matrix' }))).id });

    for (const [api, isDistributor] of [[client, false], [distributor, true]] as const) {
      const expected = items.filter((item) => isVisibleTo(item, { isDistributor })).map((item) => item.id);
      expect(await ids(api, '/api/travel?search=Visibility%20matrix&order[id]=asc')).toEqual(expected);
      for (const item of items) {
        expect((await api('GET', `/api/travel/${item.id}`)).statusCode).toBe(expected.includes(item.id) ? 200 : 404);
      }
    }
    expect(await ids(admin, '/api/travel?search=Visibility%20matrix&order[id]=asc')).toEqual(items.map((item) => item.id));
    // A distributor sees the items for distributors, a member without the licence the others: never the same list.
    expect(await ids(client, '/api/travel?search=Visibility%20matrix')).not.toEqual(await ids(distributor, '/api/travel?search=Visibility%20matrix'));
  });

  it('hides the excursions of a journey a member may not see, and counts only the excursions they may see', async () => {
    const shown = (await created(admin, '/api/travel', journeyBody({ destination: 'Counted' }))).id;
    const hidden = (await created(admin, '/api/travel', journeyBody({ destination: 'Hidden', isActive: false }))).id;
    const onShown = (await created(admin, '/api/excursions', excursionBody(shown))).id;
    await created(admin, '/api/excursions', excursionBody(shown, { isActive: false }));
    const onHidden = (await created(admin, '/api/excursions', excursionBody(hidden))).id;

    expect(await ids(client, `/api/excursions?travel=${shown}`)).toEqual([onShown]);
    expect(await ids(client, `/api/excursions?travel=${hidden}`)).toEqual([]);
    expect((await client('GET', `/api/excursions/${onHidden}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/excursions/${onHidden}`)).json()).toMatchObject({ travel: `/api/travel/${hidden}` });
    expect((await client('GET', `/api/travel/${shown}`)).json().excursions).toBe(1);
    expect((await admin('GET', `/api/travel/${shown}`)).json().excursions).toBe(2);
  });

  it('hides the events of an inactive category and the inactive categories', async () => {
    const active = (await created(admin, '/api/category_events', categoryBody({ type: 'visibility' }))).id;
    const inactive = (await created(admin, '/api/category_events', categoryBody({ type: 'visibility', isActive: false }))).id;
    const shown = (await created(admin, '/api/event_enjoys', eventBody(active))).id;
    const hidden = (await created(admin, '/api/event_enjoys', eventBody(inactive))).id;

    expect(await ids(client, '/api/category_events?type=visibility')).toEqual([active]);
    expect((await client('GET', `/api/category_events/${inactive}`)).statusCode).toBe(404);
    expect(await ids(admin, '/api/category_events?type=visibility&order[id]=asc')).toEqual([active, inactive]);
    expect((await client('GET', `/api/event_enjoys/${shown}`)).statusCode).toBe(200);
    expect((await client('GET', `/api/event_enjoys/${hidden}`)).statusCode).toBe(404);
    expect(await ids(client, `/api/event_enjoys?category=${inactive}`)).toEqual([]);
  });

  it('never shows a member an attendance code', async () => {
    const category = (await created(admin, '/api/category_events', categoryBody())).id;
    const event = (await created(admin, '/api/event_enjoys', eventBody(category))).id;
    const code = await created(admin, '/api/attendance_codes', { event, code: 'secret-door' });
    expect(code).toMatchObject({ '@type': 'AttendanceCode', event: `/api/event_enjoys/${event}`, code: 'SECRET-DOOR', isActive: true, attendances: 0 });
    expect((await client('GET', `/api/attendance_codes/${code.id}`)).statusCode).toBe(404);
    // A member's list is their own attendances (the reservations feature), never the codes.
    const list = await distributor('GET', '/api/attendance_codes');
    expect(list.statusCode).toBe(200);
    expect(list.json()['hydra:totalItems']).toBe(0);
    expect(list.body).not.toContain('SECRET-DOOR');
    expect((await members(admin, `/api/attendance_codes?event=/api/event_enjoys/${event}`)).map((c) => c.code)).toEqual(['SECRET-DOOR']);
  });

  it('needs a session', async () => {
    for (const url of ['/api/travel', '/api/travel/1', '/api/excursions', '/api/courses', '/api/event_enjoys', '/api/category_events', '/api/attendance_codes']) {
      expect((await ctx.app.server.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/travel', () => {
  it('shows texts in three languages, euros, seats left and the dates; stores cents', async () => {
    const journey = await created(admin, '/api/travel', journeyBody({ price: 1234.5, deposit: 99.99, seats: 12, destination: 'Money' }));
    await ctx.database.db.update(journeys).set({ seatsTaken: 5 }).where(eq(journeys.id, journey.id));
    const shown = (await client('GET', `/api/travel/${journey.id}`)).json();
    expect(shown).toMatchObject({
      '@id': `/api/travel/${journey.id}`, '@type': 'Travel', title: { es: 'Norwegian fjords (es)', en: 'Norwegian fjords', pt: 'Norwegian fjords (pt)' },
      price: 1234.5, deposit: 99.99, seats: 12, seatsTaken: 5, seatsLeft: 7, family: 'travel', kind: 'cruise', country: 'NO',
      departureOn: day(60), returnOn: day(70), bookingClosesOn: day(30), photo: null, excursions: 0,
    });
    const [row] = await ctx.database.db.select().from(journeys).where(eq(journeys.id, journey.id));
    expect(row).toMatchObject({ price: 123_450, deposit: 9_999 });
  });

  it('filters by family (category or family), kind, flags and departure days, and orders by departure', async () => {
    const tag = 'Filtered';
    const cruise = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'gto', kind: 'cruise', departureOn: day(90), returnOn: day(95) }))).id;
    const trip = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'yellowTide', kind: 'tourOperator', departureOn: day(40), returnOn: day(45) }))).id;
    const forDistributors = (await created(admin, '/api/travel', journeyBody({ destination: tag, family: 'travel', permSoc: false, departureOn: day(50), returnOn: day(52) }))).id;
    const inactive = (await created(admin, '/api/travel', journeyBody({ destination: tag, isActive: false }))).id;
    const q = `/api/travel?search=${tag}`;

    expect(await ids(distributor, q)).toEqual([trip, forDistributors, cruise]);
    expect(await ids(distributor, `${q}&order[departureOn]=desc`)).toEqual([cruise, forDistributors, trip]);
    expect(await ids(distributor, `${q}&category=gto`)).toEqual([cruise]);
    expect(await ids(distributor, `${q}&family[]=gto&family[]=yellowTide`)).toEqual([trip, cruise]);
    expect(await ids(distributor, `${q}&kind=tourOperator`)).toEqual([trip]);
    expect(await ids(distributor, `${q}&permSoc=false`)).toEqual([forDistributors]);
    expect(await ids(distributor, `${q}&departureOn[after]=${day(45)}&departureOn[before]=${day(60)}`)).toEqual([forDistributors]);
    expect(await ids(admin, `${q}&active=false`)).toEqual([inactive]);
    // What the flags hide stays hidden whatever the filters ask.
    expect(await ids(client, `${q}&active=false`)).toEqual([]);
    expect(await ids(client, `${q}&permSoc=false`)).toEqual([]);
  });

  it('pages with page and itemsPerPage', async () => {
    for (let i = 0; i < 3; i += 1) await created(admin, '/api/travel', journeyBody({ destination: 'Paged', departureOn: day(80 + i), returnOn: day(85 + i) }));
    const page = (await client('GET', '/api/travel?search=Paged&itemsPerPage=2&page=2')).json();
    expect(page['hydra:totalItems']).toBe(3);
    expect(page['hydra:member']).toHaveLength(1);
    expect(page['hydra:view']['hydra:previous']).toContain('page=1');
  });

  it('refuses an unknown family, a bad date and an unknown order with 400, in the caller\'s language', async () => {
    for (const query of ['category=space', 'departureOn[after]=someday', 'order[password]=asc', 'active=maybe']) {
      const response = await client('GET', `/api/travel?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    expect((await clientInSpanish('GET', '/api/travel?category=space')).json().violations[0].message).toBe('category no es válido');
  });
});

describe('GET /api/excursions, /api/courses, /api/event_enjoys, /api/category_events', () => {
  it('filters excursions by journey (id or IRI) and active, by date', async () => {
    const journey = (await created(admin, '/api/travel', journeyBody())).id;
    const later = (await created(admin, '/api/excursions', excursionBody(journey, { dateAt: noonOf(65) }))).id;
    const sooner = (await created(admin, '/api/excursions', excursionBody(journey, { dateAt: noonOf(61) }))).id;
    const off = (await created(admin, '/api/excursions', excursionBody(journey, { isActive: false }))).id;
    expect(await ids(client, `/api/excursions?travel=${journey}`)).toEqual([sooner, later]);
    expect(await ids(client, `/api/excursions?travel=/api/travel/${journey}`)).toEqual([sooner, later]);
    expect(await ids(admin, `/api/excursions?travel=${journey}&active=false`)).toEqual([off]);
    expect((await client('GET', '/api/excursions?travel=/api/courses/1')).statusCode).toBe(400);
  });

  it('filters courses by programme (category), dates and flags', async () => {
    const life = (await created(admin, '/api/courses', courseBody({ dateAt: noonOf(10) }))).id;
    const mastermind = (await created(admin, '/api/courses', courseBody({ category: 'mastermind', dateAt: noonOf(30), onlineLink: 'https://meet.example/mm', place: null }))).id;
    const wealth = (await created(admin, '/api/courses', courseBody({ category: 'abundanceAndWealth', dateAt: noonOf(50), permSoc: false }))).id;
    expect(await ids(distributor, '/api/courses?category=mastermind')).toEqual([mastermind]);
    expect(await ids(distributor, `/api/courses?dateAt[after]=${day(20)}&dateAt[before]=${day(40)}`)).toEqual([mastermind]);
    expect(await ids(distributor, '/api/courses')).toEqual([life, mastermind, wealth]);
    expect(await ids(client, '/api/courses')).toEqual([life, mastermind]);
    expect(await ids(distributor, '/api/courses?permSoc=false')).toEqual([wealth]);
    expect((await client('GET', `/api/courses/${mastermind}`)).json()).toMatchObject({ '@type': 'Course', category: 'mastermind', place: null, onlineLink: 'https://meet.example/mm' });
  });

  it('filters events by category, flags and date', async () => {
    const wine = (await created(admin, '/api/category_events', categoryBody())).id;
    const music = (await created(admin, '/api/category_events', categoryBody({ name: { es: 'Música', en: 'Music', pt: 'Música' } }))).id;
    const tasting = (await created(admin, '/api/event_enjoys', eventBody(wine))).id;
    const concert = (await created(admin, '/api/event_enjoys', eventBody(music, { dateAt: noonOf(5), permDis: false }))).id;
    expect(await ids(client, `/api/event_enjoys?category=${wine}`)).toEqual([tasting]);
    expect(await ids(client, `/api/event_enjoys?category=/api/category_events/${music}`)).toEqual([concert]);
    expect(await ids(distributor, `/api/event_enjoys?category[]=${wine}&category[]=${music}`)).toEqual([tasting]);
    expect(await ids(client, `/api/event_enjoys?category[]=${wine}&category[]=${music}&permDis=false`)).toEqual([concert]);
    expect((await client('GET', `/api/event_enjoys/${tasting}`)).json()).toMatchObject({ '@type': 'EventEnjoy', category: `/api/category_events/${wine}`, place: 'Logroño' });
  });

  it('filters categories by type and group, ordered by sort', async () => {
    const second = (await created(admin, '/api/category_events', categoryBody({ type: 'sorted', sort: 2, groupId: 7 }))).id;
    const first = (await created(admin, '/api/category_events', categoryBody({ type: 'sorted', sort: 1 }))).id;
    expect(await ids(client, '/api/category_events?type=sorted')).toEqual([first, second]);
    expect(await ids(client, '/api/category_events?type=sorted&order[sort]=desc')).toEqual([second, first]);
    expect(await ids(client, '/api/category_events?groupId=7')).toEqual([second]);
    expect((await client('GET', `/api/category_events/${second}`)).json()).toMatchObject({ '@type': 'CategoryEvent', groupId: 7, sort: 2, type: 'sorted' });
    expect((await admin('GET', '/api/category_events?isActive=true&type=sorted')).json()['hydra:totalItems']).toBe(2);
  });
});
