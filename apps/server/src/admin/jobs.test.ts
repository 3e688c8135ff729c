import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin } from '../test/factories';

const ctx = useTestApp();

describe('/api/admin/jobs', () => {
  it('lists every job with its runs, newest first, and runs one now', async () => {
    const admin = await createAdmin(ctx);
    const call = (method: 'GET' | 'POST', url: string) => ctx.app.server.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` } });

    const run = await call('POST', '/api/admin/jobs/membership-daily-renewal/run');
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ status: 'done', periodKey: expect.stringMatching(/^manual-/) });
    expect((await call('POST', '/api/admin/jobs/no-such-job/run')).statusCode).toBe(404);

    const jobs = await call('GET', '/api/admin/jobs');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json().map((job: { name: string }) => job.name))
      .toEqual(['network-daily-pass', 'membership-daily-renewal', 'commissions-daily-release', 'binary-weekly-cycle', 'enjoy-pass-expiry', 'club-monthly-qualification', 'extra-monthly-bonus', 'extra-annual-bonus', 'payments-daily-expiry', 'audit-daily-retention', 'members-daily-deactivation']);
    const release = jobs.json().find((job: { name: string }) => job.name === 'membership-daily-renewal');
    expect(release.runs[0]).toMatchObject({
      job: 'membership-daily-renewal', periodKey: run.json().periodKey, status: 'done', details: run.json().details,
      startedAt: expect.stringMatching(/Z$/), finishedAt: expect.stringMatching(/Z$/),
    });
  });

  it('shows how far a long run got: the binary cycle reports its steps, a job that reports nothing has no progress', async () => {
    const admin = await createAdmin(ctx);
    const call = (method: 'GET' | 'POST', url: string) => ctx.app.server.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` } });
    expect((await call('POST', '/api/admin/jobs/binary-weekly-cycle/run')).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/jobs/enjoy-pass-expiry/run')).statusCode).toBe(200);
    const jobs: Array<{ name: string; runs: Array<{ progress: unknown }> }> = (await call('GET', '/api/admin/jobs')).json();
    expect(jobs.find((job) => job.name === 'binary-weekly-cycle')!.runs[0]!.progress).toEqual({ done: 3, total: 3 });
    expect(jobs.find((job) => job.name === 'enjoy-pass-expiry')!.runs[0]!.progress).toBeNull();
  });
});
