import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { mailOutbox, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';
import { deliverMails } from '../test/mail';

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

describe('password-reset links in the outbox', () => {
  const tryReset = (token: string) => ctx.app.server.inject({
    method: 'POST', url: `/reset-password/api/reset/${encodeURIComponent(token)}`, payload: { password: 'Taken1234x', passwordRepeat: 'Taken1234x' },
  });
  const storedRow = async (id: number) => (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

  it('are masked: what an admin reads cannot reset the password; only the delivered copy can, and the sent row keeps no token', async () => {
    const member = await registerMember(ctx);
    await ctx.app.server.inject({ method: 'POST', url: '/reset-password/api', payload: { email: member.email } });
    const admin = await createAdmin(ctx);
    const listed = (await ctx.app.server.inject({
      method: 'GET', url: `/api/admin/mail_outbox?recipient=${member.email}&template=passwordReset`, headers: { authorization: `Bearer ${admin.token}` },
    })).json()['hydra:member'][0];
    expect(listed.text).toContain('/auth/reset-password/••••••');
    const shown = /\/auth\/reset-password\/(\S+)/.exec(listed.text)![1]!;
    expect((await tryReset(shown)).json().code).toBe('RESET_TOKEN_INVALID');
    // Nor is the token readable from the stored row while the mail waits.
    expect(JSON.stringify(await storedRow(listed.id))).not.toMatch(/reset-password\/[\w-]{20,}/);

    const delivered = (await deliverMails(ctx)).find((m) => m.to === member.email && m.text.includes('/auth/reset-password/'))!;
    const live = /\/auth\/reset-password\/([\w-]+)/.exec(delivered.text)![1]!;
    expect(delivered.html).toContain(`/auth/reset-password/${live}`);
    const sent = await storedRow(listed.id);
    expect(sent.sentAt).not.toBeNull();
    expect(JSON.stringify(sent)).not.toContain(live);
    expect(sent.secretSealed).toBeNull();
    expect((await tryReset(live)).statusCode).toBe(200);
  });
});
