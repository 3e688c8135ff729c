import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';

// The reset routes live under /reset-password/api (spec section 7), outside /api/: the rate limits must still see them.
const statusesOf = async (count: number, send: () => Promise<{ statusCode: number }>) => {
  const statuses = [];
  for (let i = 0; i < count; i += 1) statuses.push((await send()).statusCode);
  return statuses;
};

describe('a reset with a token', () => {
  const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' });

  it('gets the global limit per address', async () => {
    const statuses = await statusesOf(4, () =>
      ctx.app.server.inject({ method: 'POST', url: '/reset-password/api/reset/not-a-token', remoteAddress: '198.51.100.20', payload: { password: 'x' } }));
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });
});

describe('asking for reset links', () => {
  const ctx = useTestApp();

  it('gets its own limit of 10 a minute per address', async () => {
    const statuses = await statusesOf(11, () =>
      ctx.app.server.inject({ method: 'POST', url: '/reset-password/api', remoteAddress: '198.51.100.21', payload: { email: 'nobody@example.test' } }));
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('checking a reset link', () => {
  const ctx = useTestApp();

  it('gets its own limit of 20 a minute per address', async () => {
    const statuses = await statusesOf(21, () =>
      ctx.app.server.inject({ method: 'GET', url: '/reset-password/api/reset/not-a-token', remoteAddress: '198.51.100.22' }));
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses[20]).toBe(429);
  });
});
