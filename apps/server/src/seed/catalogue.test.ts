import { COURSE_PROGRAMMES, fillTravelToolLink, JOURNEY_FAMILIES, madridDay } from '@vo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { catalogueViewers, type Api } from '../test/catalogue';
import { seedCatalogue } from './catalogue';

const ctx = useTestApp();
let admin: Api;
let client: Api;
let distributor: Api;

type Item = { '@id': string; id: number; photo: string | null; seatsLeft: number; title: Record<string, string> } & Record<string, unknown>;
const all = async (api: Api, url: string): Promise<Item[]> => (await api('GET', `${url}${url.includes('?') ? '&' : '?'}itemsPerPage=100`)).json()['hydra:member'];

beforeAll(async () => {
  ({ admin, client, distributor } = await catalogueViewers(ctx));
  await seedCatalogue(ctx.database.db, (await admin('GET', '/api/me')).json().id);
});

describe('the demo catalogue', () => {
  it('has journeys of the three families, cruises and trips, some nearly full, one already travelled', async () => {
    const journeys = await all(admin, '/api/travel');
    for (const family of JOURNEY_FAMILIES) expect(journeys.filter((j) => j.family === family).length, family).toBeGreaterThanOrEqual(2);
    expect(new Set(journeys.map((j) => j.kind))).toEqual(new Set(['cruise', 'tourOperator']));
    expect(journeys.filter((j) => j.seatsLeft <= 4).length).toBeGreaterThanOrEqual(2);
    expect(journeys.filter((j) => String(j.returnOn) < madridDay())).toHaveLength(1);
    expect(journeys.filter((j) => Number(j.excursions) > 0).length).toBeGreaterThanOrEqual(3);
    // Every seat is free: seats are taken only by reservations, and the demo has none.
    expect(journeys.every((j) => j.seatsTaken === 0)).toBe(true);
  });

  it('writes every text in es, en and pt', async () => {
    for (const url of ['/api/travel', '/api/excursions', '/api/courses', '/api/event_enjoys']) {
      for (const item of await all(admin, url)) {
        expect(Object.values(item.title).every((text) => text.length > 0), item['@id']).toBe(true);
      }
    }
    const names = (await all(admin, '/api/category_events')).map((c) => c.name as Record<string, string>);
    expect(names.map((n) => n.pt)).toEqual(['Gastronomia', 'Bem-estar', 'Networking']);
  });

  it('has the three Epicos courses with dates, and events with categories and check-in codes', async () => {
    const courses = await all(client, '/api/courses');
    expect(courses.map((c) => c.category).sort()).toEqual([...COURSE_PROGRAMMES].sort());
    expect(courses.every((c) => String(c.dateAt) > new Date().toISOString())).toBe(true);
    const events = await all(admin, '/api/event_enjoys');
    expect(events.length).toBeGreaterThanOrEqual(3);
    const codes = await all(admin, '/api/attendance_codes');
    for (const event of events) expect(codes.some((c) => c.event === event['@id']), event['@id']).toBe(true);
  });

  it('shows a member without a distributor licence less than a distributor', async () => {
    const forClient = (await all(client, '/api/travel')).length;
    expect(forClient).toBeGreaterThan(0);
    expect((await all(distributor, '/api/travel')).length).toBeGreaterThan(forClient);
    expect((await all(distributor, '/api/event_enjoys')).length).toBeGreaterThan((await all(client, '/api/event_enjoys')).length);
  });

  it('gives every bookable item a real photo a member can load', async () => {
    for (const url of ['/api/travel', '/api/excursions', '/api/courses', '/api/event_enjoys']) {
      for (const item of await all(distributor, url)) {
        expect(item.photo, item['@id']).not.toBeNull();
        const image = await distributor('GET', item.photo!);
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toBe('image/png');
        // A PNG whose header says 480 × 270.
        expect(image.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
        expect([image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)]).toEqual([480, 270]);
      }
    }
  });

  it('offers the travel search engine made-up partners, whose links fill the search in', async () => {
    const tools = await all(admin, '/api/travel_tools');
    expect(tools.map((t) => t.code)).toEqual(['flights', 'hotels', 'car-hire']);
    for (const tool of tools) {
      const link = new URL(fillTravelToolLink(String(tool.searchLink), { destination: 'Río', dateFrom: '2027-05-01', dateTo: '2027-05-09' }));
      expect(link.hostname.endsWith('.example'), link.href).toBe(true);
      expect(link.href).toContain('R%C3%ADo');
      expect(link.href).toContain('2027-05-09');
    }
  });

  it('passes the console\'s own checks: each item, sent back as read, is accepted', async () => {
    for (const url of ['/api/travel', '/api/excursions', '/api/courses', '/api/event_enjoys', '/api/category_events', '/api/travel_tools']) {
      for (const item of await all(admin, url)) {
        const saved = await admin('PUT', item['@id'], item);
        expect(saved.statusCode, `${item['@id']}: ${saved.body}`).toBe(200);
        expect(saved.json()).toEqual(item);
      }
    }
  });
});
