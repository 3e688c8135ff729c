import { describe, expect, it } from 'vitest';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';

// A small per-IP budget, so one burst from one address also proves the per-IP count is atomic.
const ctx = useTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '5', LOGIN_MAX_FAILURES_PER_IP: '12' });

const loginFrom = (ip: string, username: string, password: string) =>
  ctx.app.server.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: new URLSearchParams({ grant_type: 'password', username, password, ...TEST_CLIENT }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const countOf = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('login throttle under parallel guesses', () => {
  it('checks at most the configured number of 60 simultaneous wrong passwords; the right one then gets no token', async () => {
    const member = await registerMember(ctx);
    const burst = statuses(await Promise.all(Array.from({ length: 60 }, (_, i) => loginFrom('10.1.0.1', member.username, `Wrong${i}pass`))));
    // Every checked wrong password answers 400; every refused one 429 without being checked.
    expect(countOf(burst, 400)).toBeLessThanOrEqual(ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(countOf(burst, 400) + countOf(burst, 429)).toBe(60);
    expect((await loginFrom('10.1.0.2', member.username, MEMBER_PASSWORD)).statusCode).toBe(429);
  });

  it('counts the username and the e-mail of one account together', async () => {
    const member = await registerMember(ctx);
    const logins = [member.username, member.email, member.email.toUpperCase()];
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await loginFrom('10.2.0.1', logins[i % logins.length]!, 'Wrong1234')).statusCode).toBe(400);
    }
    expect((await loginFrom('10.2.0.2', member.email, MEMBER_PASSWORD)).statusCode).toBe(429);
  });

  it('checks at most the per-IP number of simultaneous guesses spread over many accounts', async () => {
    const burst = statuses(await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom('10.3.0.1', `nobody-${i}`, 'Wrong1234'))));
    expect(countOf(burst, 400)).toBeLessThanOrEqual(ctx.config.LOGIN_MAX_FAILURES_PER_IP);
    expect(countOf(burst, 400) + countOf(burst, 429)).toBe(30);
  });

  it('a right password forgives earlier failures, so a member who mistyped is not locked out', async () => {
    const member = await registerMember(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i += 1) {
      expect((await loginFrom('10.4.0.1', member.username, 'Wrong1234')).statusCode).toBe(400);
    }
    expect((await loginFrom('10.4.0.1', member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i += 1) {
      expect((await loginFrom('10.4.0.1', member.username, 'Wrong1234')).statusCode).toBe(400);
    }
    expect((await loginFrom('10.4.0.1', member.username, MEMBER_PASSWORD)).statusCode).toBe(200);
  });
});
