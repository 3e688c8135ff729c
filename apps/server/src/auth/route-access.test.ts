import { translate } from '@vo/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { memberClient, registerMember } from '../test/factories';

// Issue 13, item 12: who may call a route is decided before its input is read, on every route. The lists
// below are the contract, written out here rather than read from the routes, so a route that turns public
// by mistake fails this test.
const ctx = useTestApp();

/** Routes anyone may call (registration, sign-in, reference data, the public presentation page, webhooks). */
const PUBLIC = new Set([
  'GET /api/client-config', 'POST /api/login', 'POST /reset-password/api/checkLastLogin', 'POST /reset-password/api',
  'GET /reset-password/api/reset/{token}', 'POST /reset-password/api/reset/{token}', 'POST /api/register', 'GET /api/sponsor/{username}', 'GET /api/checkDni/{dni}',
  'GET /api/checkEmail/{email}', 'GET /api/checkUsername/{username}', 'GET /api/presentation/{name}',
  'GET /api/presentation/{name}/photo', 'GET /api/health', 'GET /api/health/ready', 'GET /api/payments/credentialsStripe', 'GET /api/member_ships', 'GET /api/member_ships/{id}',
  ...['variables', 'countries', 'states', 'cms'].flatMap((r) => [`GET /api/${r}`, `GET /api/${r}/{id}`]),
]);
/** Admin-only: the console under /api/admin (and the admin access tokens), plus recording an Enjoy spend. */
const isAdminOnly = (method: string, path: string) => path.startsWith('/api/admin') || `${method} ${path}` === 'POST /api/user_enjoys';

/** Every operation of the OpenAPI document plus the hidden webhook, with a path that fails validation. */
async function operations() {
  const document = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).json() as { paths: Record<string, object> };
  const found = Object.entries(document.paths).flatMap(([path, verbs]) => Object.keys(verbs).map((verb) => ({ method: verb.toUpperCase(), path })));
  return [...found, { method: 'POST', path: '/api/webhooks/stripe' }];
}

/** A 5xx, except the webhook's 503 while no Stripe keys are configured (a deliberate answer). */
const isServerFault = (response: LightMyRequestResponse) => response.statusCode >= 500 && response.json().code !== 'CARD_NOT_CONFIGURED';

/** The request with an invalid id in the path and, where there is a body, a malformed one. */
function hostile(method: string, path: string, headers: Record<string, string> = {}): InjectOptions {
  const url = path.replace(/\{[^}]+\}/g, 'not-an-id');
  const body = method === 'GET' || method === 'DELETE' ? {} : { payload: '{"broken":', headers: { ...headers, 'content-type': 'application/json' } };
  return { method: method as InjectOptions['method'], url, headers, ...body };
}

describe('access before validation, on every route', () => {
  it('anonymous callers get 401 on every protected route, whatever the input', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const { method, path } of all) {
      const response = await ctx.app.server.inject(hostile(method, path));
      const key = `${method} ${path}`;
      const isPublic = PUBLIC.has(key) || path === '/api/webhooks/stripe';
      const unauthorized = response.statusCode === 401 && response.json().code === 'UNAUTHORIZED';
      if (isServerFault(response) || unauthorized === isPublic) wrong.push(`${key} -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('members get 403 on every admin route, whatever the input, and never a 5xx', async () => {
    const member = await registerMember(ctx);
    await memberClient(ctx, member.username); // signs in once, so the token below is a real session
    const token = await ctx.tokenFor(member.username, 'Member1234');
    const wrong: string[] = [];
    // Logging out would end the session the walk runs on.
    for (const { method, path } of (await operations()).filter((o) => o.path !== '/api/logout')) {
      const response = await ctx.app.server.inject(hostile(method, path, { authorization: `Bearer ${token}` }));
      const key = `${method} ${path}`;
      if (isServerFault(response)) wrong.push(`${key} -> ${response.statusCode}`);
      if (isAdminOnly(method, path) && response.statusCode !== 403) wrong.push(`${key} -> ${response.statusCode}, expected 403`);
    }
    expect(wrong).toEqual([]);
  });

  it('names the cases of the issue', async () => {
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/user_stats?from=nonsense' })).statusCode).toBe(401);
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const cms = await call('PUT', '/api/admin/cms/1', {});
    expect(cms.statusCode).toBe(403);
    expect(cms.json()).toMatchObject({ code: 'FORBIDDEN', 'hydra:description': translate('en', 'errors.noPermission') });
    expect(cms.json().violations).toBeUndefined();
  });
});
