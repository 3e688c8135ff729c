import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp();
const get = (url: string, language = 'en') => ctx.app.server.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('hydra collections', () => {
  it('have the API Platform shape with paging links that keep the filters', async () => {
    const response = await get('/api/countries?isEu=true&itemsPerPage=5&page=2&order[name]=asc');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ '@id': '/api/countries', '@type': 'hydra:Collection', 'hydra:totalItems': 27 });
    expect(body['hydra:member']).toHaveLength(5);
    expect(body['hydra:member'][0]).toMatchObject({ '@type': 'Country', '@id': expect.stringMatching(/^\/api\/countries\/\d+$/), isEu: true });
    const names = body['hydra:member'].map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body['hydra:view']).toMatchObject({
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': expect.stringContaining('page=1'),
      'hydra:previous': expect.stringContaining('page=1'),
      'hydra:next': expect.stringContaining('page=3'),
      'hydra:last': expect.stringContaining('page=6'),
    });
    expect(body['hydra:view']['hydra:next']).toContain('isEu=true');
  });

  it('default to 30 per page and clamp itemsPerPage to 100', async () => {
    expect((await get('/api/states')).json()['hydra:member']).toHaveLength(30);
    expect((await get('/api/states?itemsPerPage=1000')).json()['hydra:member']).toHaveLength(100);
  });

  it('answer an empty page past the end (the browser loads variables until one)', async () => {
    const body = (await get('/api/variables?page=999&itemsPerPage=30')).json();
    expect(body['hydra:member']).toEqual([]);
    expect(body['hydra:totalItems']).toBeGreaterThan(30);
  });

  it.each([
    ['/api/countries?page=0', 'page'],
    ['/api/countries?page=-1', 'page'],
    ['/api/countries?page=abc', 'page'],
    ['/api/countries?itemsPerPage=0', 'itemsPerPage'],
    ['/api/countries?itemsPerPage=1.5', 'itemsPerPage'],
    ['/api/countries?order[password]=asc', 'order[password]'],
    ['/api/countries?order[name]=sideways', 'order[name]'],
    ['/api/countries?isEu=maybe', 'isEu'],
  ])('refuse %s with a 400 violation on %s', async (url, field) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ '@type': 'hydra:Error', code: 'VALIDATION', violations: [expect.objectContaining({ propertyPath: field })] });
  });

  it('filter states by country and search by name', async () => {
    const spain = (await get('/api/countries?code=ES')).json()['hydra:member'][0];
    const body = (await get(`/api/states?country=${spain.id}&search=tenerife`)).json();
    expect(body['hydra:member'].map((s: { name: string }) => s.name)).toEqual(['Santa Cruz de Tenerife']);
  });
});

describe('hydra errors', () => {
  it('unknown API paths and ids are a translated 404 hydra:Error, never a stack trace', async () => {
    for (const url of ['/api/nothing-here', '/api/countries/999999']) {
      const response = await get(url, 'pt');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(expect.objectContaining({ '@type': 'hydra:Error', 'hydra:description': 'O recurso solicitado não existe' }));
    }
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: '{"broken', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()['@type']).toBe('hydra:Error');
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });

  it('the OpenAPI document and the health check answer', async () => {
    expect((await get('/api/docs.json')).json().openapi).toMatch(/^3\./);
    expect((await get('/api/health')).json()).toEqual({ status: 'ok', database: ctx.database.kind });
  });
});
