import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, fundWallet, MEMBER_PASSWORD, registerPaidMember } from '../test/factories';

const ctx = useTestApp();

const get = (url: string, token?: string) =>
  ctx.app.server.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) } });

type Row = { member: { id: number; username: string; name: string | null } };

/** Issue 18 item 10: every member's movements and invoices are console lists with whose row it is; member routes list the caller's own. */
describe.each([
  { name: 'wallet movements', member: '/api/wallet_movements', console: '/api/admin/wallet_movements' },
  { name: 'invoices', member: '/api/invoices', console: '/api/admin/invoices' },
])('$name of every member', ({ member: memberRoute, console: consoleRoute }) => {
  it('are the console\'s: admins only', async () => {
    const ana = await registerPaidMember(ctx);
    expect((await get(consoleRoute)).statusCode).toBe(401);
    expect((await get(consoleRoute, await ctx.tokenFor(ana.username, MEMBER_PASSWORD))).statusCode).toBe(403);
  });

  it('the member route lists an admin\'s own rows only (an admin has none), not every member\'s', async () => {
    const ana = await registerPaidMember(ctx);
    await fundWallet(ctx, ana.id, 1_000);
    const admin = await createAdmin(ctx);
    expect((await get(memberRoute, admin.token)).json()['hydra:totalItems']).toBe(0);
    expect((await get(memberRoute, await ctx.tokenFor(ana.username, MEMBER_PASSWORD))).json()['hydra:totalItems']).toBeGreaterThan(0);
  });

  it('names the member of each row, filtered by member and searched by username', async () => {
    const ana = await registerPaidMember(ctx, 2, { firstName: 'Ana', lastName: 'Consola' });
    const bea = await registerPaidMember(ctx);
    await Promise.all([fundWallet(ctx, ana.id, 1_000), fundWallet(ctx, bea.id, 2_000)]);
    const admin = await createAdmin(ctx);

    const all = (await get(`${consoleRoute}?itemsPerPage=100`, admin.token)).json()['hydra:member'] as Row[];
    expect(all.some((r) => r.member.id === ana.id) && all.some((r) => r.member.id === bea.id)).toBe(true);

    const anas = (await get(`${consoleRoute}?user=${ana.id}&itemsPerPage=100`, admin.token)).json()['hydra:member'] as Row[];
    expect(anas.length).toBeGreaterThan(0);
    expect(anas.every((r) => r.member.id === ana.id)).toBe(true);
    expect(anas[0]!.member).toMatchObject({ username: ana.username, name: 'Ana Consola' });

    const searched = (await get(`${consoleRoute}?search=${bea.username}&itemsPerPage=100`, admin.token)).json()['hydra:member'] as Row[];
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.every((r) => r.member.username === bea.username)).toBe(true);

    const sorted = await get(`${consoleRoute}?order[username]=asc`, admin.token);
    expect(sorted.statusCode).toBe(200);
    expect((await get(`${consoleRoute}?user=abc`, admin.token)).statusCode).toBe(400);
  });
});
