import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { memberClient, registerPaidMember } from '../test/factories';

const ctx = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every operation the API documents, its path parameters filled with 1 (somebody's id, or nobody's). */
async function operations(): Promise<{ method: Method; url: string }[]> {
  const { paths } = (await ctx.app.server.inject({ method: 'GET', url: '/api/docs.json' })).json() as { paths: Record<string, object> };
  return Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.keys(byMethod).map((method) => ({ method: method.toUpperCase() as Method, url: path.replace(/\{[^}]+\}/g, '1') })));
}

describe('Cache-Control of API answers', () => {
  it('is no-store on every answer of every operation, whoever asks and however it ends', async () => {
    const { username } = await registerPaidMember(ctx);
    const member = await memberClient(ctx, username);
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    const leaks: string[] = [];
    for (const { method, url } of all) {
      const anonymous = await ctx.app.server.inject({ method, url });
      if (anonymous.headers['cache-control'] !== 'no-store') leaks.push(`anonymous ${method} ${url} ${anonymous.statusCode}`);
      if (method !== 'GET') continue; // reads only: a member's writes would change what the next operation sees
      const signedIn = await member('GET', url);
      if (signedIn.headers['cache-control'] !== 'no-store') leaks.push(`member GET ${url} ${signedIn.statusCode}`);
    }
    expect(leaks).toEqual([]);
  });

  it("is no-store on a member's invoice PDF and on an unknown API path", async () => {
    const { username } = await registerPaidMember(ctx);
    const member = await memberClient(ctx, username);
    const [invoice] = (await member('GET', '/api/invoices')).json()['hydra:member'];
    const pdf = await member('GET', `/pdf/invoices/${invoice.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect((await member('GET', '/api/nothing-here')).headers['cache-control']).toBe('no-store');
  });
});
