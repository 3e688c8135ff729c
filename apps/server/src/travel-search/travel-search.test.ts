import { translate } from '@vo/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journeys } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { apiAs, created, day, excursionBody, journeyBody, noonOf, texts, type Api } from '../test/catalogue';
import { createAdmin, MEMBER_PASSWORD, registerPaidMember } from '../test/factories';

const ctx = useTestApp();
/** The travel search engine needs travel features: travel vip (level 5) has them, start (level 2) does not. */
const TRAVEL_VIP = 5;
const START = 2;
let admin: Api;
let vip: Api;
let start: Api;
let ids: { vip: number; start: number };
let tokens: { vip: string; start: string };
const as = (token: string, language = 'en') => apiAs(ctx, token, language);

beforeAll(async () => {
  admin = as((await createAdmin(ctx)).token);
  const [vipMember, startMember] = [await registerPaidMember(ctx, TRAVEL_VIP), await registerPaidMember(ctx, START)];
  ids = { vip: vipMember.id, start: startMember.id };
  tokens = { vip: await ctx.tokenFor(vipMember.username, MEMBER_PASSWORD), start: await ctx.tokenFor(startMember.username, MEMBER_PASSWORD) };
  vip = as(tokens.vip);
  start = as(tokens.start);
});

type Result = { '@id': string; id: number; type: string; title: string; price: number; seatsLeft: number; departureOn: string } & Record<string, unknown>;
const search = async (api: Api, query: string) => {
  const response = await api('GET', `/api/travel/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { 'hydra:member': Result[]; 'hydra:totalItems': number; 'hydra:view': Record<string, string> };
};
const found = async (api: Api, query: string) => (await search(api, query))['hydra:member'].map((r) => r['@id']);

describe('the travel features gate (spec section 6)', () => {
  const routes = ['/api/travel/search', '/api/travel_tools', '/api/travel_tools/1'];

  it('refuses a start member on every travel route with the translated "no access", before reading the query', async () => {
    for (const url of [...routes, '/api/travel/search?priceMin=lots&order[secret]=asc', '/api/travel_tools/not-an-id']) {
      for (const language of ['es', 'en', 'pt'] as const) {
        const refused = await as(tokens.start, language)('GET', url);
        expect([refused.statusCode, refused.json().code], url).toEqual([403, 'TRAVEL_FEATURES_REQUIRED']);
        expect(refused.json()['hydra:description']).toBe(translate(language, 'errors.noPermission'));
        expect(refused.json().violations).toBeUndefined();
      }
    }
    expect(translate('en', 'errors.noPermission')).toBe("Sorry, You don't have access to this section.");
  });

  it('lets a travel vip and an admin in, and asks a visitor to sign in', async () => {
    for (const url of ['/api/travel/search', '/api/travel_tools']) {
      expect((await vip('GET', url)).statusCode, url).toBe(200);
      expect((await admin('GET', url)).statusCode, url).toBe(200);
      expect((await apiAs(ctx, null)('GET', url)).statusCode, url).toBe(401);
    }
  });

  it('judges an admin acting as a member by the member\'s plan', async () => {
    for (const [member, status] of [[ids.start, 403], [ids.vip, 200]] as const) {
      const session = (await admin('GET', `/api/admin-access-token/auth/${member}`)).json();
      const acting = as(session.access_token);
      expect((await acting('GET', '/api/travel/search')).statusCode).toBe(status);
      expect((await acting('GET', '/api/travel_tools')).statusCode).toBe(status);
      expect((await acting('GET', '/api/me')).json().travelFeatures).toBe(status === 200);
    }
  });

  it('tells the browser through /api/me', async () => {
    expect((await vip('GET', '/api/me')).json().travelFeatures).toBe(true);
    expect((await start('GET', '/api/me')).json().travelFeatures).toBe(false);
  });
});

describe('GET /api/travel/search', () => {
  // Own items, found by a destination no other test uses.
  const tag = 'Lofoten';
  let items: Record<'fjords' | 'desert' | 'islands' | 'glacier' | 'camel', string>;

  beforeAll(async () => {
    const journey = async (body: Record<string, unknown>) => (await created(admin, '/api/travel', journeyBody({ destination: tag, ...body })))['@id'];
    const fjords = await journey({ title: texts('Fjords by ship'), family: 'travel', price: 1200, deposit: 100, seats: 20, departureOn: day(40), returnOn: day(48), bookingClosesOn: day(20) });
    const desert = await journey({ title: texts('Sahara nights'), family: 'gto', kind: 'tourOperator', country: 'MA', price: 650.5, deposit: 50, seats: 4, departureOn: day(80), returnOn: day(85), bookingClosesOn: day(60) });
    const islands = await journey({ title: { es: 'Islas del norte', en: 'Northern islands', pt: 'Ilhas do norte' }, family: 'yellowTide', price: 2000, deposit: 300, seats: 30, departureOn: day(120), returnOn: day(130), bookingClosesOn: day(100) });
    const fjordsId = Number(fjords.split('/').pop());
    const desertId = Number(desert.split('/').pop());
    const glacier = (await created(admin, '/api/excursions', excursionBody(fjordsId, { title: texts('Glacier walk'), price: 80, deposit: 20, seats: 10, dateAt: noonOf(42) })))['@id'];
    const camel = (await created(admin, '/api/excursions', excursionBody(desertId, { title: texts('Camel ride'), price: 40, deposit: 10, seats: 2, dateAt: noonOf(81) })))['@id'];
    await ctx.database.db.update(journeys).set({ seatsTaken: 1 }).where(eq(journeys.id, desertId));
    items = { fjords, desert, islands, glacier, camel };
  });

  it('finds journeys and excursions, by departure, each with what its card and its link need', async () => {
    const page = await search(vip, `q=${tag}`);
    expect(page['hydra:member'].map((r) => r['@id'])).toEqual([items.fjords, items.glacier, items.desert, items.camel, items.islands]);
    expect(page['hydra:totalItems']).toBe(5);
    const glacier = page['hydra:member'][1]!;
    expect(glacier).toEqual({
      '@id': items.glacier, '@type': 'TravelSearchResult', id: Number(items.glacier.split('/').pop()), type: 'excursion', title: 'Glacier walk',
      destination: tag, country: 'NO', family: 'travel', departureOn: day(42), returnOn: day(42), price: 80, seatsLeft: 10,
      journey: { '@id': items.fjords, id: Number(items.fjords.split('/').pop()) }, photo: null,
    });
    expect(page['hydra:member'][2]).toMatchObject({ type: 'journey', title: 'Sahara nights', price: 650.5, seatsLeft: 3, departureOn: day(80), returnOn: day(85), journey: { '@id': items.desert } });
  });

  it('writes titles in the caller\'s language', async () => {
    expect((await search(as(tokens.vip, 'pt'), `q=${tag}&type=journey&family=yellowTide`))['hydra:member'][0]!.title).toBe('Ilhas do norte');
    expect((await search(as(tokens.vip, 'es'), `q=${tag}&type=journey&family=yellowTide`))['hydra:member'][0]!.title).toBe('Islas del norte');
  });

  it('matches the text in any language, the destination, and the country by code or name', async () => {
    expect(await found(vip, 'q=ilhas%20do')).toEqual([items.islands]);
    expect(await found(vip, `q=${tag.toUpperCase()}&type=excursion`)).toEqual([items.glacier, items.camel]);
    expect(await found(vip, `q=${tag}&q=marruecos`)).toEqual([items.desert, items.camel]);
    expect(await found(vip, `q=${tag}&q=Morocco&type=journey`)).toEqual([items.desert]);
    // Wildcards are taken literally.
    expect(await found(vip, 'q=%25%25%25')).toEqual([]);
  });

  it('filters by days, price in euros, family, type and seats left', async () => {
    const q = `q=${tag}`;
    expect(await found(vip, `${q}&dateFrom=${day(42)}&dateTo=${day(81)}`)).toEqual([items.glacier, items.desert, items.camel]);
    expect(await found(vip, `${q}&dateTo=${day(40)}`)).toEqual([items.fjords]);
    expect(await found(vip, `${q}&priceMin=650.50&priceMax=1200`)).toEqual([items.fjords, items.desert]);
    expect(await found(vip, `${q}&priceMax=650.49`)).toEqual([items.glacier, items.camel]);
    expect(await found(vip, `${q}&family[]=gto&family[]=yellowTide`)).toEqual([items.desert, items.camel, items.islands]);
    expect(await found(vip, `${q}&family=travel`)).toEqual([items.fjords, items.glacier]);
    expect(await found(vip, `${q}&type=excursion`)).toEqual([items.glacier, items.camel]);
    expect(await found(vip, `${q}&seatsMin=4`)).toEqual([items.fjords, items.glacier, items.islands]);
    expect(await found(vip, `${q}&seatsMin=3&type=journey&family=gto`)).toEqual([items.desert]);
  });

  it('orders by price or seats left, and pages without overlap', async () => {
    const q = `q=${tag}`;
    expect(await found(vip, `${q}&order[price]=desc`)).toEqual([items.islands, items.fjords, items.desert, items.glacier, items.camel]);
    expect(await found(vip, `${q}&order[seatsLeft]=asc`)).toEqual([items.camel, items.desert, items.glacier, items.fjords, items.islands]);
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await search(vip, `${q}&order[price]=asc&itemsPerPage=2&page=${page}`));
    expect(pages.map((p) => p['hydra:member'].map((r) => r['@id']))).toEqual([[items.camel, items.glacier], [items.desert, items.fjords], [items.islands]]);
    expect(pages.every((p) => p['hydra:totalItems'] === 5)).toBe(true);
    expect(pages[0]!['hydra:view']['hydra:next']).toContain('page=2');
    expect(pages[0]!['hydra:view']['hydra:next']).toContain(`q=${tag}`);
    expect(pages[2]!['hydra:view']['hydra:next']).toBeUndefined();
  });

  it('never returns what the member may not see, nor what has already started', async () => {
    const hiddenTag = 'Svalbard';
    const journey = async (body: Record<string, unknown>) => (await created(admin, '/api/travel', journeyBody({ destination: hiddenTag, ...body })));
    const inactive = await journey({ isActive: false });
    const notForDistributors = await journey({ permDis: false });
    const shown = await journey({});
    const past = await journey({ departureOn: day(-3), returnOn: day(5), bookingClosesOn: day(-10) });
    await created(admin, '/api/excursions', excursionBody(inactive.id));
    await created(admin, '/api/excursions', excursionBody(notForDistributors.id));
    await created(admin, '/api/excursions', excursionBody(shown.id, { isActive: false }));
    await created(admin, '/api/excursions', excursionBody(shown.id, { permDis: false }));
    const visible = await created(admin, '/api/excursions', excursionBody(shown.id));
    await created(admin, '/api/excursions', excursionBody(past.id, { dateAt: noonOf(-1) }));

    // A travel vip earns commissions: `permDis` decides, as in the catalogue (isVisibleTo).
    expect(await found(vip, `q=${hiddenTag}`)).toEqual([shown['@id'], visible['@id']]);
    expect((await search(vip, `q=${hiddenTag}&itemsPerPage=1`))['hydra:totalItems']).toBe(2);
    // Whatever the filters ask.
    expect(await found(vip, `q=${hiddenTag}&dateFrom=${day(-30)}&seatsMin=0&type=excursion`)).toEqual([visible['@id']]);
    // The console's view is every item still to come (3 journeys, 5 excursions), as in the catalogue.
    expect((await found(admin, `q=${hiddenTag}`)).length).toBe(8);
  });

  it('refuses a bad query with translated violations on its keys', async () => {
    const invalid: [string, string][] = [
      ['priceMin=cheap', 'priceMin'], ['priceMax=10.555', 'priceMax'], ['priceMin=-5', 'priceMin'], ['dateFrom=2027-02-30', 'dateFrom'],
      ['dateTo=0000-01-01', 'dateTo'], ['family[]=space', 'family[]'], ['type=course', 'type'], ['seatsMin=-1', 'seatsMin'],
      ['seatsMin=99999999999', 'seatsMin'], ['order[title]=asc', 'order[title]'], ['order[price]=up', 'order[price]'],
    ];
    for (const [query, key] of [...invalid, ['page=0', 'page']]) {
      const refused = await vip('GET', `/api/travel/search?${query}`);
      expect([refused.statusCode, refused.json().code], query).toEqual([400, 'VALIDATION']);
      const code = key === 'page' ? 'validation.min' : 'validation.invalid';
      expect(refused.json().violations, query).toEqual([{ propertyPath: key, code, message: expect.any(String), params: expect.any(Object) }]);
    }
    expect((await as(tokens.vip, 'es')('GET', '/api/travel/search?type=course')).json().violations[0].message).toBe('type no es válido');
  });
});
