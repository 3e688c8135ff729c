import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { auditEvents, mailOutbox, users } from '../db/schema';
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

describe('outbox preview, status filter and resend', () => {
  it('previews a mail with its links masked, resends a sent one as a new row (audited), and refuses what would go twice or broken', async () => {
    const member = await registerMember(ctx);
    const admin = await createAdmin(ctx);
    const call = (method: 'GET' | 'POST', url: string) => ctx.app.server.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` } });
    const listed = async (query: string) => (await call('GET', `/api/admin/mail_outbox?recipient=${member.email}&${query}`)).json()['hydra:member'] as Array<{ id: number }>;
    const welcome = (await listed('template=welcome'))[0]!;

    expect((await listed('status=pending')).map((m) => m.id)).toEqual([welcome.id]);
    expect((await call('GET', '/api/admin/mail_outbox?status=lost')).statusCode).toBe(400);
    // Still waiting: a resend would deliver it twice.
    expect((await call('POST', `/api/admin/mail_outbox/${welcome.id}/resend`)).json().code).toBe('MAIL_STILL_QUEUED');

    await deliverMails(ctx);
    expect((await listed('status=sent')).map((m) => m.id)).toEqual([welcome.id]);
    const resent = await call('POST', `/api/admin/mail_outbox/${welcome.id}/resend`);
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ recipient: member.email, template: 'welcome', sentAt: null });
    expect((await listed('status=pending')).map((m) => m.id)).toEqual([resent.json().id]);
    const delivered = await deliverMails(ctx);
    expect(delivered.map((m) => m.to)).toEqual([member.email]);
    const [event] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.kind, 'mail_resent'));
    expect(event).toMatchObject({ actorId: expect.any(Number), details: { mailId: welcome.id, copyId: resent.json().id, template: 'welcome' } });
    expect(event!.ip).toBeTruthy();

    // A reset link is dropped once sent: a copy would carry the mask, so it is refused; the preview masks the link.
    const link = 'https://vo.example/auth/reset-password/••••••';
    const [reset] = await ctx.database.db.insert(mailOutbox).values({
      recipient: member.email, subject: 'Reset', text: `Open ${link}`, html: `<a href="${link}">${link}</a>`, template: 'passwordReset', language: 'en', sentAt: new Date(),
    }).returning();
    if (!reset) throw new Error('no row');
    expect((await call('POST', `/api/admin/mail_outbox/${reset.id}/resend`)).json().code).toBe('MAIL_LINK_GONE');
    const preview = (await call('GET', `/api/admin/mail_outbox/${reset.id}/preview`)).json();
    expect(preview.html).toContain('/auth/reset-password/••••••');
    expect(preview.subject).toBeTruthy();
    expect((await call('GET', '/api/admin/mail_outbox/999999/preview')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/mail_outbox/999999/resend')).statusCode).toBe(404);
  });
});
