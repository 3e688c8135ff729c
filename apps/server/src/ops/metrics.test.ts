import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerMember } from '../test/factories';

const METRICS_TOKEN = 'metrics-token-for-the-scraper-0123456789';
const ctx = useTestApp({ METRICS_TOKEN });
const onPostgres = Boolean(process.env.DATABASE_URL);

const scrape = (authorization?: string) =>
  ctx.app.server.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization, 'accept-language': 'en' } : { 'accept-language': 'en' } });

describe('GET /metrics', () => {
  it('refuses anonymous callers (401), a wrong token (401) and members (403), before anything is read', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Basic ${METRICS_TOKEN}`)).statusCode).toBe(401);
    const member = await registerMember(ctx);
    await memberClient(ctx, member.username);
    const forbidden = await scrape(`Bearer ${await ctx.tokenFor(member.username, 'Member1234')}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('serves the scraper holding METRICS_TOKEN and admins, in Prometheus text format', async () => {
    const byToken = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const admin = await createAdmin(ctx);
    expect((await scrape(`Bearer ${admin.token}`)).statusCode).toBe(200);
  });

  it('counts requests by route pattern and status class, times them, and reports job runs, the outbox and the pool', async () => {
    const admin = await createAdmin(ctx);
    for (const id of [1, 2, 999_999]) await ctx.app.server.inject({ method: 'GET', url: `/api/member_ships/${id}` });
    await ctx.app.server.inject({ method: 'GET', url: '/api/no-such-route/42' });
    const run = await ctx.app.server.inject({ method: 'POST', url: '/api/admin/jobs/enjoy-pass-expiry/run', headers: { authorization: `Bearer ${admin.token}` } });
    expect(run.statusCode).toBe(200);

    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/member_ships\/:id",status_class="2xx"\} 2$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/member_ships\/:id",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\(unmatched\)",status_class="4xx"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/member_ships\/:id",status_class="2xx"\} \d+$/m);
    // The raw URLs, ids included, never become labels.
    expect(text).not.toMatch(/member_ships\/\d|no-such-route/);
    expect(text).toMatch(/^job_runs_total\{job="enjoy-pass-expiry",outcome="done"\} 1$/m);
    expect(text).toMatch(/^job_run_duration_seconds_count\{job="enjoy-pass-expiry",outcome="done"\} 1$/m);
    expect(text).toMatch(/^mail_outbox_backlog \d+$/m);
    expect(text).toMatch(/^mail_outbox_failed \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    if (onPostgres) {
      expect(text).toMatch(/^db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^db_pool_waiting_queries \d+$/m);
    } else {
      expect(text).not.toMatch(/db_pool_/); // PGlite has no pool
    }
  });

  it('the outbox backlog counts mails waiting for delivery', async () => {
    const backlog = async () => Number(/^mail_outbox_backlog (\d+)$/m.exec((await scrape(`Bearer ${METRICS_TOKEN}`)).body)?.[1]);
    const before = await backlog();
    await registerMember(ctx); // a welcome mail, queued (no SMTP in tests)
    expect(await backlog()).toBeGreaterThan(before);
  });
});
