import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trainings } from '../../db/schema';
import { useTestApp } from '../../test/build-app';
import { apiAs, created, day, texts, trainingBody, useCatalogueViewers, type Api } from '../../test/catalogue';

const ctx = useTestApp();
const { admin, client, distributor, tokens } = useCatalogueViewers(ctx);

type Item = { id: number; title: Record<string, string> } & Record<string, unknown>;
const members = async (api: Api, url: string): Promise<Item[]> => {
  const response = await api('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()['hydra:member'];
};
const ids = async (api: Api, url: string) => (await members(api, url)).map((m) => m.id);
const violations = (response: { json(): { violations?: { propertyPath: string; code: string }[] } }) =>
  (response.json().violations ?? []).map((v) => [v.propertyPath, v.code]);
const rows = async () => (await ctx.database.db.select({ n: count() }).from(trainings))[0]!.n;

describe('GET /api/trainings and /api/trainings/{id}', () => {
  it('answers a training as spec section 3 names its fields, the category named in every language', async () => {
    const training = await created(admin, '/api/trainings', trainingBody({ category: 'leadership', language: 'pt', date: '2026-03-12' }));
    const read = await client('GET', `/api/trainings/${training.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      '@id': `/api/trainings/${training.id}`, '@type': 'Training', id: training.id,
      title: texts('Closing sales'), author: 'Ana Ruiz', language: 'pt', category: 'leadership',
      categoryName: { es: 'Liderazgo', en: 'Leadership', pt: 'Liderança' },
      date: '2026-03-12', replay: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', isActive: true, createdAt: expect.any(String),
    });
    expect((await client('GET', '/api/trainings/999999')).statusCode).toBe(404);
  });

  it('shows members the active trainings only, whatever isActive they ask for; admins every one', async () => {
    const author = 'Visibility Author';
    const shown = (await created(admin, '/api/trainings', trainingBody({ author }))).id;
    const hidden = (await created(admin, '/api/trainings', trainingBody({ author, isActive: false }))).id;

    for (const member of [client, distributor]) {
      expect(await ids(member, `/api/trainings?search=${encodeURIComponent(author)}`)).toEqual([shown]);
      expect(await ids(member, `/api/trainings?search=${encodeURIComponent(author)}&isActive=false`)).toEqual([]);
      expect((await member('GET', `/api/trainings/${hidden}`)).statusCode).toBe(404);
    }
    expect(await ids(admin, `/api/trainings?search=${encodeURIComponent(author)}&order[id]=asc`)).toEqual([shown, hidden]);
    expect(await ids(admin, `/api/trainings?search=${encodeURIComponent(author)}&isActive=false`)).toEqual([hidden]);
    expect((await admin('GET', `/api/trainings/${hidden}`)).json().isActive).toBe(false);
  });

  it('searches the title in every language and the author; filters by category and language; newest first unless ordered', async () => {
    const tag = `Tag${Date.now()}`;
    const old = (await created(admin, '/api/trainings', trainingBody({ title: texts(`${tag} Zebra`), date: day(-30), category: 'travel', language: 'en' }))).id;
    const recent = (await created(admin, '/api/trainings', trainingBody({ title: texts(`${tag} Alpaca`), date: day(-2), category: 'travel', language: 'es' }))).id;
    const other = (await created(admin, '/api/trainings', trainingBody({ title: texts(`${tag} Mole`), date: day(-10), category: 'product', author: `${tag} Speaker` }))).id;

    expect(await ids(client, `/api/trainings?search=${tag}`)).toEqual([recent, other, old]);
    expect(await ids(client, `/api/trainings?search=${tag}&order[date]=asc`)).toEqual([old, other, recent]);
    expect(await ids(client, `/api/trainings?search=${tag}&order[title]=asc`)).toEqual([recent, other, old]);
    // The Portuguese title and the author are searched too.
    expect(await ids(client, `/api/trainings?search=${encodeURIComponent(`${tag} Zebra (pt)`)}`)).toEqual([old]);
    expect(await ids(client, `/api/trainings?search=${encodeURIComponent(`${tag} speaker`)}`)).toEqual([other]);
    expect(await ids(client, `/api/trainings?search=${tag}&category=travel`)).toEqual([recent, old]);
    expect(await ids(client, `/api/trainings?search=${tag}&category=travel&language=en`)).toEqual([old]);
    expect(await ids(client, `/api/trainings?search=${tag}&language[]=en&language[]=es&order[date]=asc`)).toEqual([old, other, recent]);
    expect(await ids(client, `/api/trainings?search=${tag}&date[after]=${day(-12)}&order[date]=asc`)).toEqual([other, recent]);
    // Paging through the collection kit.
    const page = (await client('GET', `/api/trainings?search=${tag}&itemsPerPage=2&page=2`)).json();
    expect([page['hydra:totalItems'], page['hydra:member'].map((m: Item) => m.id)]).toEqual([3, [old]]);
  });

  it('refuses unknown filters values and orders with a translated 400', async () => {
    for (const query of ['category=sports', 'language=fr', 'isActive=maybe', 'order[replay]=asc', 'date[after]=yesterday']) {
      const refused = await client('GET', `/api/trainings?${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
    const spanish = await apiAs(ctx, tokens.client, 'es')('GET', '/api/trainings?category=sports');
    expect(spanish.json().violations[0].message).toBe('category no es válido');
  });
});

describe('the console: the generic table service at /api/trainings', () => {
  it('refuses members with 403 and visitors with 401 before reading the body', async () => {
    const training = (await created(admin, '/api/trainings', trainingBody())).id;
    const calls: [string, string, object?][] = [
      ['POST', '/api/trainings', trainingBody()],
      ['POST', '/api/trainings/find', {}],
      ['PUT', `/api/trainings/${training}`, { title: 'not an object' }],
      ['PUT', '/api/trainings/updateStatus', { ids: [training], status: false }],
      ['PUT', '/api/trainings/deleteItems', { ids: [training] }],
      ['DELETE', `/api/trainings/${training}`],
    ];
    for (const [method, url, body] of calls) {
      const refused = await distributor(method as 'POST', url, body);
      expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      expect((await apiAs(ctx, null)(method as 'POST', url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await admin('GET', `/api/trainings/${training}`)).json().isActive).toBe(true);
  });

  it('finds by the table state: filter, sorting, paginator and search term', async () => {
    const tag = `Find${Date.now()}`;
    const a = (await created(admin, '/api/trainings', trainingBody({ author: tag, category: 'leadership', date: day(-1) }))).id;
    const b = (await created(admin, '/api/trainings', trainingBody({ author: tag, category: 'leadership', date: day(-5), isActive: false }))).id;
    await created(admin, '/api/trainings', trainingBody({ author: tag, category: 'business' }));

    const found = await admin('POST', '/api/trainings/find', { filter: { category: 'leadership', language: '' }, sorting: { column: 'date', direction: 'asc' }, searchTerm: tag });
    expect(found.statusCode, found.body).toBe(200);
    expect([found.json().total, found.json().items.map((i: Item) => i.id)]).toEqual([2, [b, a]]);
    const inactive = (await admin('POST', '/api/trainings/find', { filter: { isActive: false }, searchTerm: tag })).json();
    expect(inactive).toMatchObject({ total: 1, items: [{ id: b, '@type': 'Training' }] });
    expect(violations(await admin('POST', '/api/trainings/find', { sorting: { column: 'replay', direction: 'asc' } }))).toEqual([['sorting.column', 'validation.invalid']]);
  });

  it('creates, updates (a left-out flag kept), deactivates, activates and deletes', async () => {
    const training = await created(admin, '/api/trainings', trainingBody({ isActive: false }));
    expect(training).toMatchObject({ '@type': 'Training', isActive: false, category: 'business' });

    const updated = await admin('PUT', `/api/trainings/${training.id}`, trainingBody({ author: 'Luis Gil', category: 'product', replay: 'https://vimeo.com/76979871' }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ author: 'Luis Gil', category: 'product', categoryName: { en: 'Product' }, replay: 'https://vimeo.com/76979871', isActive: false });
    expect((await admin('PUT', '/api/trainings/999999', trainingBody())).statusCode).toBe(404);

    expect((await admin('PUT', '/api/trainings/updateStatus', { ids: [training.id], status: true })).statusCode).toBe(204);
    expect((await client('GET', `/api/trainings/${training.id}`)).statusCode).toBe(200);
    expect((await admin('PUT', '/api/trainings/updateStatus', { ids: [training.id], status: false })).statusCode).toBe(204);
    expect((await client('GET', `/api/trainings/${training.id}`)).statusCode).toBe(404);

    const other = (await created(admin, '/api/trainings', trainingBody())).id;
    expect((await admin('PUT', '/api/trainings/deleteItems', { ids: [other, 999_999] })).statusCode).toBe(404);
    expect((await admin('GET', `/api/trainings/${other}`)).statusCode).toBe(200);
    expect((await admin('PUT', '/api/trainings/deleteItems', { ids: [other] })).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/trainings/${training.id}`)).statusCode).toBe(204);
    for (const id of [training.id, other]) expect((await admin('GET', `/api/trainings/${id}`)).statusCode).toBe(404);
  });

  it('refuses a bad training with 400 violations in the admin\'s language, and writes nothing', async () => {
    const before = await rows();
    const cases: [object, string[][]][] = [
      [trainingBody({ replay: 'javascript:alert(1)' }), [['replay', 'validation.httpsLink']]],
      [trainingBody({ replay: 'http://www.youtube.com/watch?v=M7lc1UVf-VE' }), [['replay', 'validation.httpsLink']]],
      [trainingBody({ language: 'fr' }), [['language', 'validation.invalid']]],
      [trainingBody({ category: 'sports' }), [['category', 'validation.invalid']]],
      [trainingBody({ date: '2026-02-30' }), [['date', 'validation.date']]],
      [trainingBody({ author: '' }), [['author', 'validation.required']]],
      [trainingBody({ title: { es: 'Cierre', en: 'Closing', pt: '' } }), [['title.pt', 'validation.required']]],
    ];
    for (const [body, expected] of cases) {
      const refused = await admin('POST', '/api/trainings', body);
      expect(refused.statusCode, JSON.stringify(expected)).toBe(400);
      expect(violations(refused)).toEqual(expected);
    }
    const spanish = await apiAs(ctx, tokens.admin, 'es')('POST', '/api/trainings', trainingBody({ replay: 'javascript:alert(1)' }));
    expect(spanish.json().violations[0].message).toBe('El enlace debe ser una dirección web completa que empiece por https://');
    const portuguese = await apiAs(ctx, tokens.admin, 'pt')('POST', '/api/trainings', trainingBody({ replay: 'ftp://files.example.org/a' }));
    expect(portuguese.json().violations[0].message).toBe('O link deve ser um endereço web completo que comece por https://');
    expect(await rows()).toBe(before);
  });
});
