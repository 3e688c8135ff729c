import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registrationBody } from '../test/factories';

/** Every log line the app writes, parsed. */
const lines: Record<string, unknown>[] = [];
const ctx = useTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });

/** The lines written while `act` ran. */
async function logged(act: () => Promise<unknown>) {
  const from = lines.length;
  await act();
  return lines.slice(from);
}

describe('logs: JSON lines with the request id, nothing personal or secret', () => {
  it('a registration and a login log their request id on every line, and no password, token, e-mail, dni or IBAN', async () => {
    const body = await registrationBody(ctx);
    let accessToken = '';
    let refreshToken = '';
    const written = await logged(async () => {
      await ctx.app.server.inject({ method: 'GET', url: `/api/checkEmail/${encodeURIComponent(body.email)}` });
      expect((await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).statusCode).toBe(201);
      const login = (await ctx.login(body.username, MEMBER_PASSWORD)).json() as { access_token: string; refresh_token: string };
      accessToken = login.access_token;
      refreshToken = login.refresh_token;
      await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}`, cookie: 'session=abc' } });
    });

    expect(written.length).toBeGreaterThanOrEqual(8); // incoming and completed, four requests
    const ids = new Set(written.map((line) => line.reqId));
    expect(ids.size).toBe(4);
    for (const line of written) expect(line.reqId).toEqual(expect.any(String));
    const text = JSON.stringify(written);
    for (const secret of [MEMBER_PASSWORD, accessToken, refreshToken, body.email, encodeURIComponent(body.email), body.dni, ctx.config.OAUTH_CLIENT_SECRET, 'session=abc']) {
      expect(text).not.toContain(secret);
    }
    // The route's pattern, not the URL that carried the e-mail.
    expect(written).toContainEqual(expect.objectContaining({ req: { method: 'GET', route: '/api/checkEmail/:email' } }));
  });

  it('a careless log call has its secrets and personal fields masked', async () => {
    const written = await logged(async () => {
      ctx.app.server.log.info({ password: 'hunter2', user: { email: 'ana@example.test', iban: 'ES9121000418450200051332', token: 'abc' } }, 'careless');
    });
    expect(written[0]).toMatchObject({ password: '[redacted]', user: { email: '[redacted]', iban: '[redacted]', token: '[redacted]' } });
  });

  it("a failed query's parameters stay out of the error's line; its SQL and code stay in", async () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', detail: 'Key (email)=(ana@example.test) already exists.' });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['line one\nline two', 'ana@example.test'], cause);
    const [line] = await logged(async () => ctx.app.server.log.error({ err: error }, 'unhandled error'));
    const text = JSON.stringify(line);
    expect(text).not.toContain('ana@example.test');
    expect(text).not.toContain('line two');
    expect(text).toContain('insert into \\"users\\"');
    expect(line).toMatchObject({ err: { causeCode: '23505' } });
    const [direct] = await logged(async () => ctx.app.server.log.error({ err: cause }, 'unhandled error'));
    expect(JSON.stringify(direct)).not.toContain('ana@example.test');
    expect(direct).toMatchObject({ err: { code: '23505' } });
  });

  it('health probes and metric scrapes write no routine lines', async () => {
    expect(await logged(() => ctx.app.server.inject({ method: 'GET', url: '/api/health' }))).toEqual([]);
    expect(await logged(() => ctx.app.server.inject({ method: 'GET', url: '/api/health/ready' }))).toEqual([]);
  });
});

describe('x-request-id on every answer', () => {
  it('echoes a sane id the caller sends, on successes, errors and unknown paths alike, and logs it', async () => {
    for (const url of ['/api/variables', '/api/me', '/api/no-such-route', '/no-such-page']) {
      const written = await logged(async () => {
        const response = await ctx.app.server.inject({ method: 'GET', url, headers: { 'x-request-id': 'proxy-7f3a.42' } });
        expect(response.headers['x-request-id']).toBe('proxy-7f3a.42');
      });
      expect(written.length).toBeGreaterThanOrEqual(2);
      expect(written.every((line) => line.reqId === 'proxy-7f3a.42')).toBe(true);
    }
  });

  it('replaces a hostile or oversized id by its own', async () => {
    for (const hostile of ['a b', 'x\u0000y', '<script>', 'x'.repeat(129), 'ana@example.test', '']) {
      const response = await ctx.app.server.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': hostile } });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const first = await ctx.app.server.inject({ method: 'GET', url: '/api/health' });
    const second = await ctx.app.server.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('answers with the id on a malformed body too', async () => {
    const response = await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: '{"broken":', headers: { 'content-type': 'application/json', 'x-request-id': 'abc-1' } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe('abc-1');
  });
});
