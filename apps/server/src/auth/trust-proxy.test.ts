import { describe, expect, it } from 'vitest';
import { TEST_CLIENT, useTestApp, type TestContext } from '../test/build-app';

const failedLogin = (ctx: TestContext, username: string, from: { remoteAddress: string; forwardedFor: string }) =>
  ctx.app.server.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from.remoteAddress,
    payload: new URLSearchParams({ grant_type: 'password', username, password: 'Wrong1234', ...TEST_CLIENT }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from.forwardedFor },
  });

const clientConfig = (ctx: TestContext, remoteAddress: string, forwardedFor: string) =>
  ctx.app.server.inject({ method: 'GET', url: '/api/client-config', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

/** Two wrong logins "from" two forwarded addresses over one connection: the second is refused when the header is ignored. */
async function secondForwardedClientStatus(ctx: TestContext, remoteAddress: string): Promise<number> {
  await failedLogin(ctx, 'nobody-1', { remoteAddress, forwardedFor: '203.0.113.1' });
  return (await failedLogin(ctx, 'nobody-2', { remoteAddress, forwardedFor: '203.0.113.2' })).statusCode;
}

describe('without TRUST_PROXY (the default) X-Forwarded-For is ignored', () => {
  const ctx = useTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1', RATE_LIMIT_PER_MINUTE: '2' });

  it('a forged header gets no fresh per-IP login budget', async () => {
    expect(await secondForwardedClientStatus(ctx, '198.51.100.7')).toBe(429);
  });

  it('a forged header gets no fresh global rate limit', async () => {
    const statuses = [];
    for (const forwardedFor of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push((await clientConfig(ctx, '198.51.100.8', forwardedFor)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY=1: behind one real proxy the client address is the forwarded one', () => {
  const ctx = useTestApp({ TRUST_PROXY: '1', LOGIN_MAX_FAILURES_PER_IP: '1' });

  it('two clients behind the proxy have a budget each', async () => {
    expect(await secondForwardedClientStatus(ctx, '10.0.0.5')).toBe(400);
  });
});

describe('TRUST_PROXY as an address list trusts only those proxies', () => {
  const ctx = useTestApp({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16', LOGIN_MAX_FAILURES_PER_IP: '1' });

  it('honours the header from a listed proxy', async () => {
    expect(await secondForwardedClientStatus(ctx, '192.168.4.4')).toBe(400);
  });

  it('ignores it from any other address', async () => {
    expect(await secondForwardedClientStatus(ctx, '10.0.0.6')).toBe(429);
  });
});
