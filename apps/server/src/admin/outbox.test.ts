import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

describe('GET /api/admin/mail_outbox', () => {
  it('lists the sent mails to admins only', async () => {
    const member = await registerMember(ctx);
    const memberToken = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const list = (token?: string) => ctx.app.server.inject({
      method: 'GET', url: `/api/admin/mail_outbox?recipient=${member.email}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect((await list()).statusCode).toBe(401);
    expect((await list(memberToken)).statusCode).toBe(403);

    await ctx.database.db.insert(users).values({
      username: 'staff', email: 'staff@example.test', passwordHash: await hashPassword('Staff1234'), roles: ['ROLE_ADMIN'], isActive: true,
    });
    const body = (await list(await ctx.tokenFor('staff', 'Staff1234'))).json();
    expect(body['hydra:totalItems']).toBe(1);
    expect(body['hydra:member'][0]).toMatchObject({ template: 'welcome', recipient: member.email, subject: 'Bienvenido a Virtual Office' });
  });
});
