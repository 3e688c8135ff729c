import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

const ctx = useTestApp();
const get = (url: string) => ctx.app.server.inject({ method: 'GET', url });

describe('public reference data', () => {
  it('reads each item of variables, countries, states and cms by its id, without a session', async () => {
    for (const path of ['variables', 'countries', 'states', 'cms']) {
      const first = (await get(`/api/${path}?itemsPerPage=1`)).json()['hydra:member'][0];
      const item = await get(`/api/${path}/${first.id}`);
      expect(item.statusCode).toBe(200);
      expect(item.json()).toEqual(first);
      expect(item.json()['@id']).toBe(`/api/${path}/${first.id}`);
    }
    const state = (await get('/api/states?itemsPerPage=1')).json()['hydra:member'][0];
    expect(state.country).toBe(`/api/countries/${state.countryId}`);
    expect((await get('/api/cms/999999')).statusCode).toBe(404);
  });
});
