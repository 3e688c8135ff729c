import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authTokens } from '../db/schema';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

const refresh = (token: string) => ctx.app.server.inject({
  method: 'POST', url: '/api/login',
  payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, ...TEST_CLIENT }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const me = (token: string) => ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

async function signIn() {
  const member = await registerMember(ctx);
  return { member, pair: (await ctx.login(member.username, MEMBER_PASSWORD)).json() };
}

describe('refresh token reuse grace (two tabs refreshing at once)', () => {
  it('answers parallel refreshes with the same new pair, which keeps working', async () => {
    const { pair } = await signIn();
    const answers = await Promise.all([refresh(pair.refresh_token), refresh(pair.refresh_token), refresh(pair.refresh_token)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const pairs = answers.map((a) => a.json());
    for (const other of pairs.slice(1)) {
      expect(other).toMatchObject({ access_token: pairs[0].access_token, refresh_token: pairs[0].refresh_token, token_type: 'Bearer' });
      expect(other.expires_in).toBeGreaterThan(0);
    }
    expect((await me(pairs[0].access_token)).statusCode).toBe(200);
    expect((await refresh(pairs[0].refresh_token)).statusCode).toBe(200);
  });

  it('stores no usable token for the grace answer', async () => {
    const { member, pair } = await signIn();
    const rotated = (await refresh(pair.refresh_token)).json();
    const rows = JSON.stringify(await ctx.database.db.select().from(authTokens).where(eq(authTokens.userId, member.id)));
    expect(rows).not.toContain(rotated.access_token);
    expect(rows).not.toContain(rotated.refresh_token);
  });

  it('a reuse after the grace is theft: the whole family is revoked', async () => {
    const { member, pair } = await signIn();
    const rotated = (await refresh(pair.refresh_token)).json();
    const past = new Date(Date.now() - (ctx.config.REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    await ctx.database.db.update(authTokens).set({ usedAt: past }).where(eq(authTokens.userId, member.id));
    const replay = await refresh(pair.refresh_token);
    expect(replay.json().code).toBe('INVALID_GRANT');
    expect((await me(rotated.access_token)).statusCode).toBe(401);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(400);
  });

  it('no grace for a family that was signed out', async () => {
    const { pair } = await signIn();
    const rotated = (await refresh(pair.refresh_token)).json();
    await ctx.app.server.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${rotated.access_token}` } });
    expect((await refresh(pair.refresh_token)).statusCode).toBe(400);
  });
});
