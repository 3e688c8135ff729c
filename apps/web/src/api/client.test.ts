import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/test/memory-storage';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });
}

async function load() {
  vi.resetModules();
  const session = await import('@/lib/session');
  const client = await import('./client');
  const errors = await import('./api-error');
  return { ...session, ...client, ...errors };
}

describe('api client', () => {
  let calls: Call[];
  let respond: (call: Call) => Response;

  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    calls = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return respond(call);
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  const header = (call: Call | undefined, name: string) => (call?.init.headers as Record<string, string> | undefined)?.[name];

  it('sends the bearer token while it is valid, the language and JSON', async () => {
    const { apiFetch, saveSession } = await load();
    saveSession({ access_token: 'tok', refresh_token: 'ref', expires_in: 3600 });
    respond = () => json(200, { ok: true });
    await apiFetch('/api/me');
    await apiFetch('/api/x', { method: 'POST', body: { a: 1 } });
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(header(calls[0], 'Accept-Language')).toBe('es');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"a":1}');
  });

  it('sends the idempotency key of a submission as the Idempotency-Key header, and none without one', async () => {
    const { apiFetch } = await load();
    const { newIdempotencyKey } = await import('@/lib/idempotency-key');
    respond = () => json(201, {});
    const key = newIdempotencyKey();
    await apiFetch('/api/transfers', { method: 'POST', body: { requestAmount: 50 }, idempotencyKey: key });
    await apiFetch('/api/transfers', { method: 'POST', body: { requestAmount: 50 } });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(header(calls[0], 'Idempotency-Key')).toBe(key);
    expect(header(calls[1], 'Idempotency-Key')).toBeUndefined();
  });

  it('sends no token once expired without a refresh token', async () => {
    const { apiFetch, saveSession } = await load();
    saveSession({ access_token: 'tok', refresh_token: '', expires_in: 60 }, Date.now() - 120_000);
    respond = () => json(200, {});
    await apiFetch('/api/variables');
    expect(header(calls[0], 'Authorization')).toBeUndefined();
  });

  it('refreshes an expired token once, even for concurrent calls', async () => {
    const { apiFetch, saveSession, getSession } = await load();
    saveSession({ access_token: 'old', refresh_token: 'ref', expires_in: 60 }, Date.now() - 120_000);
    respond = ({ url }) => {
      if (url === '/api/client-config') return json(200, { clientId: 'web', clientSecret: 'secret' });
      if (url === '/api/login') return json(200, { access_token: 'new', refresh_token: 'ref2', expires_in: 3600 });
      return json(200, {});
    };
    await Promise.all([apiFetch('/api/me'), apiFetch('/api/variables')]);
    const logins = calls.filter((c) => c.url === '/api/login');
    expect(logins).toHaveLength(1);
    expect(String(logins[0]?.init.body)).toBe('grant_type=refresh_token&refresh_token=ref&client_id=web&client_secret=secret');
    expect(header(logins[0], 'Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls.filter((c) => c.url !== '/api/login' && c.url !== '/api/client-config').map((c) => header(c, 'Authorization'))).toEqual(['Bearer new', 'Bearer new']);
    expect(getSession()?.refresh_token).toBe('ref2');
  });

  it('takes the pair another tab refreshed while it waited for the cross-tab lock, instead of reusing the old refresh token', async () => {
    const { apiFetch, saveSession } = await load();
    saveSession({ access_token: 'old', refresh_token: 'ref', expires_in: 60 }, Date.now() - 120_000);
    const held: string[] = [];
    // The other tab holds the lock first and stores its new pair before this tab gets it.
    vi.stubGlobal('navigator', { locks: { request: async (name: string, run: () => Promise<unknown>) => {
      held.push(name);
      saveSession({ access_token: 'other-tab', refresh_token: 'ref2', expires_in: 3600 });
      return run();
    } } });
    respond = () => json(200, {});
    await apiFetch('/api/me');
    expect(held).toEqual(['v1.0-userData-refresh']);
    expect(calls.map((c) => c.url)).toEqual(['/api/me']);
    expect(header(calls[0], 'Authorization')).toBe('Bearer other-tab');
  });

  it('forgets the session when the refresh token is refused', async () => {
    const { apiFetch, saveSession, getSession } = await load();
    saveSession({ access_token: 'old', refresh_token: 'dead', expires_in: 60 }, Date.now() - 120_000);
    respond = ({ url }) => {
      if (url === '/api/client-config') return json(200, { clientId: 'web', clientSecret: 'secret' });
      if (url === '/api/login') return json(400, { '@type': 'hydra:Error', code: 'INVALID_GRANT', 'hydra:description': 'caducada' });
      return json(200, {});
    };
    await apiFetch('/api/variables');
    expect(getSession()).toBeNull();
    expect(header(calls.at(-1), 'Authorization')).toBeUndefined();
  });

  it('turns a hydra error into an ApiError with code, description and violations', async () => {
    const { apiFetch, ApiError } = await load();
    respond = () =>
      json(400, {
        '@type': 'hydra:Error',
        'hydra:title': 'An error occurred',
        'hydra:description': 'username: El nombre de usuario ya existe',
        code: 'VALIDATION',
        violations: [{ propertyPath: 'username', code: 'validation.usernameExists', message: 'El nombre de usuario ya existe', params: { name: 'username' } }],
      });
    const error = await apiFetch('/api/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', description: 'username: El nombre de usuario ya existe' });
    expect((error as InstanceType<typeof ApiError>).violations[0]).toMatchObject({ propertyPath: 'username', code: 'validation.usernameExists' });
  });

  it('clears the session when the server rejects the token', async () => {
    const { apiFetch, saveSession, getSession } = await load();
    saveSession({ access_token: 'revoked', refresh_token: 'r', expires_in: 3600 });
    respond = () => json(401, { '@type': 'hydra:Error', code: 'UNAUTHORIZED', 'hydra:description': 'Debes iniciar sesión' });
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(getSession()).toBeNull();
  });

  it('reports a network failure as status 0', async () => {
    const { apiFetch } = await load();
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    await expect(apiFetch('/api/health')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
