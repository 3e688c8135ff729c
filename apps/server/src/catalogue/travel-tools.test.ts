import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { apiAs, created, type Api } from '../test/catalogue';
import { createAdmin, MEMBER_PASSWORD, registerPaidMember } from '../test/factories';

const ctx = useTestApp();
let admin: Api;
let vip: Api;
let start: Api;

beforeAll(async () => {
  admin = apiAs(ctx, (await createAdmin(ctx)).token);
  const [travelVip, startMember] = [await registerPaidMember(ctx, 5), await registerPaidMember(ctx, 2)];
  vip = apiAs(ctx, await ctx.tokenFor(travelVip.username, MEMBER_PASSWORD));
  start = apiAs(ctx, await ctx.tokenFor(startMember.username, MEMBER_PASSWORD));
});

const LINK = 'https://flights.example/search?to={destination}&from={dateFrom}&until={dateTo}';
const toolBody = (overrides: Record<string, unknown> = {}) => ({ code: 'FLY-1', name: 'Fly Example', searchLink: LINK, sort: 1, ...overrides });
const violations = (response: LightMyRequestResponse) => (response.json().violations ?? []).map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]);
const members = async (api: Api, url: string) => {
  const response = await api('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json()['hydra:member'] as { id: number; code: string; name: string }[];
};

describe('travel tools in the console (generic table service)', () => {
  it('creates, finds, edits, deactivates and deletes a partner', async () => {
    const tool = await created(admin, '/api/travel_tools', toolBody({ code: 'Crud-Tool' }));
    expect(tool).toMatchObject({ '@id': `/api/travel_tools/${tool.id}`, '@type': 'TravelTool', code: 'crud-tool', name: 'Fly Example', searchLink: LINK, sort: 1, isActive: true });

    const page = (await admin('POST', '/api/travel_tools/find', { searchTerm: 'crud', sorting: { column: 'name', direction: 'asc' } })).json();
    expect(page).toMatchObject({ total: 1, items: [{ id: tool.id }] });

    const edited = await admin('PUT', `/api/travel_tools/${tool.id}`, toolBody({ code: 'crud-tool', name: 'Renamed', searchLink: 'https://flights.example/' }));
    expect(edited.json()).toMatchObject({ name: 'Renamed', searchLink: 'https://flights.example/', sort: 1, isActive: true });

    expect((await admin('PUT', '/api/travel_tools/updateStatus', { ids: [tool.id], status: false })).statusCode).toBe(204);
    expect((await admin('GET', `/api/travel_tools/${tool.id}`)).json().isActive).toBe(false);
    expect((await admin('DELETE', `/api/travel_tools/${tool.id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/api/travel_tools/${tool.id}`)).statusCode).toBe(404);
    const other = await created(admin, '/api/travel_tools', toolBody({ code: 'crud-bulk' }));
    expect((await admin('PUT', '/api/travel_tools/deleteItems', { ids: [other.id, 999_999] })).statusCode).toBe(404);
    expect((await admin('PUT', '/api/travel_tools/deleteItems', { ids: [other.id] })).statusCode).toBe(204);
  });

  it('checks the code and the link template', async () => {
    await created(admin, '/api/travel_tools', toolBody({ code: 'taken' }));
    const cases: [object, string[][]][] = [
      [toolBody({ code: 'TAKEN' }), [['code', 'validation.travelToolCodeExists']]],
      [toolBody({ code: 'with space' }), [['code', 'validation.travelToolCode']]],
      [toolBody({ code: 'a' }), [['code', 'validation.travelToolCode']]],
      [toolBody({ searchLink: 'http://flights.example/?q={destination}' }), [['searchLink', 'validation.travelToolLink']]],
      [toolBody({ searchLink: 'https://{destination}.example/' }), [['searchLink', 'validation.travelToolLink']]],
      [toolBody({ searchLink: 'javascript:alert(1)' }), [['searchLink', 'validation.travelToolLink']]],
      [toolBody({ searchLink: 'https://flights.example/?q={city}' }), [['searchLink', 'validation.travelToolPlaceholders']]],
      [{ name: '', searchLink: 'x'.repeat(501) }, [['code', 'validation.required'], ['name', 'validation.required'], ['searchLink', 'validation.maxLength']]],
    ];
    for (const [body, expected] of cases) {
      const refused = await admin('POST', '/api/travel_tools', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(violations(refused), JSON.stringify(body)).toEqual(expected);
    }
    const unknownPlaceholder = await admin('POST', '/api/travel_tools', toolBody({ searchLink: 'https://flights.example/?q={city}' }));
    expect(unknownPlaceholder.json().violations[0].message).toBe('Only the placeholders {destination}, {dateFrom}, {dateTo} are allowed');

    // Keeping its own code is no clash; taking another's is.
    const mine = await created(admin, '/api/travel_tools', toolBody({ code: 'mine' }));
    expect((await admin('PUT', `/api/travel_tools/${mine.id}`, toolBody({ code: 'mine', name: 'Still mine' }))).statusCode).toBe(200);
    expect(violations(await admin('PUT', `/api/travel_tools/${mine.id}`, toolBody({ code: 'taken' })))).toEqual([['code', 'validation.travelToolCodeExists']]);
  });

  it('is the console\'s only: a member is refused before the body is read', async () => {
    const tool = await created(admin, '/api/travel_tools', toolBody({ code: 'console-only' }));
    for (const api of [vip, start]) {
      for (const [method, url, body] of [['POST', '/api/travel_tools', { code: 1 }], ['POST', '/api/travel_tools/find', { paginator: 'x' }], ['PUT', `/api/travel_tools/${tool.id}`, {}], ['DELETE', `/api/travel_tools/${tool.id}`]] as const) {
        const refused = await api(method, url, body);
        expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      }
    }
  });
});

describe('GET /api/travel_tools (members with travel features)', () => {
  it('lists the active partners by their order, searchable and orderable; an inactive one is 404', async () => {
    const second = await created(admin, '/api/travel_tools', toolBody({ code: 'hotels-x', name: 'Hotels Example', sort: 20 }));
    const first = await created(admin, '/api/travel_tools', toolBody({ code: 'trains-x', name: 'Trains Example', sort: 10 }));
    const hidden = await created(admin, '/api/travel_tools', toolBody({ code: 'hidden-x', name: 'Hidden Example', sort: 5, isActive: false }));

    expect((await members(vip, '/api/travel_tools?search=-x')).map((t) => t.id)).toEqual([first.id, second.id]);
    expect((await members(vip, '/api/travel_tools?search=-x&order[name]=asc')).map((t) => t.id)).toEqual([second.id, first.id]);
    expect((await members(vip, '/api/travel_tools?search=hotels')).map((t) => t.code)).toEqual(['hotels-x']);
    // Asking for the inactive ones changes nothing for a member.
    expect(await members(vip, '/api/travel_tools?search=-x&isActive=false')).toEqual([]);
    expect((await vip('GET', `/api/travel_tools/${first.id}`)).json()).toMatchObject({ code: 'trains-x', searchLink: LINK });
    expect((await vip('GET', `/api/travel_tools/${hidden.id}`)).statusCode).toBe(404);
    expect((await members(admin, '/api/travel_tools?search=-x')).map((t) => t.id)).toEqual([hidden.id, first.id, second.id]);
    expect((await vip('GET', '/api/travel_tools?order[searchLink]=asc')).statusCode).toBe(400);
  });

  it('answers a start member 403 "no access"', async () => {
    const tool = await created(admin, '/api/travel_tools', toolBody({ code: 'no-access' }));
    for (const url of ['/api/travel_tools', `/api/travel_tools/${tool.id}`]) {
      const refused = await start('GET', url);
      expect([refused.statusCode, refused.json().code, refused.json()['hydra:description']]).toEqual([403, 'TRAVEL_FEATURES_REQUIRED', "Sorry, You don't have access to this section."]);
    }
  });
});
