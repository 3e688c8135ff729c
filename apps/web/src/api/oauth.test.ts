import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Call = { url: string; init: RequestInit };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });

describe('oauth grants', () => {
  let calls: Call[];

  beforeEach(() => {
    vi.resetModules();
    calls = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/client-config') return json(200, { clientId: 'web', clientSecret: 'secret' });
      return json(200, { access_token: 'a', refresh_token: 'r', expires_in: 3600 });
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends both grants form-encoded to /api/login with the client credentials fetched once, and no bearer', async () => {
    const { passwordGrant, refreshTokenGrant } = await import('./oauth');
    await passwordGrant({ username: 'ana', password: 'pw', totp: '123456' });
    await refreshTokenGrant('ref');
    const logins = calls.filter((c) => c.url === '/api/login');
    expect(logins.map((c) => String(c.init.body))).toEqual([
      'grant_type=password&username=ana&password=pw&client_id=web&client_secret=secret&totp=123456',
      'grant_type=refresh_token&refresh_token=ref&client_id=web&client_secret=secret',
    ]);
    expect(calls.filter((c) => c.url === '/api/client-config')).toHaveLength(1);
    expect(logins.map((c) => (c.init.headers as Record<string, string>).Authorization)).toEqual([undefined, undefined]);
  });

  it('asks for the client configuration again after a failure', async () => {
    const { getClientConfig } = await import('./oauth');
    vi.stubGlobal('fetch', vi.fn(async () => json(503, { '@type': 'hydra:Error', code: 'UNAVAILABLE' })));
    await expect(getClientConfig()).rejects.toMatchObject({ status: 503 });
    vi.stubGlobal('fetch', vi.fn(async () => json(200, { clientId: 'web', clientSecret: 'secret' })));
    await expect(getClientConfig()).resolves.toMatchObject({ clientId: 'web' });
  });
});
