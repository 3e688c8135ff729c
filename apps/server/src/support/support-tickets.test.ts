import { SUPPORT_BODY_MAX } from '@vo/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, supportMessages, supportTickets } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';

const ctx = useTestApp();

const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object, language = 'en') =>
  ctx.app.server.inject({
    method, url, payload,
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function member(overrides: Parameters<typeof registerMember>[1] = {}) {
  const registered = await registerMember(ctx, overrides);
  return { ...registered, token: await ctx.tokenFor(registered.username, MEMBER_PASSWORD) };
}

const unread = async (token: string) => (await call(token, 'GET', '/api/support_tickets/unread')).json().unread as number;
const ticketCount = async () => (await ctx.database.db.select({ n: count() }).from(supportTickets))[0]!.n;

describe('help desk tickets', () => {
  it('runs a conversation: the member asks, the staff answers by e-mail too, the member reads the reply', async () => {
    const eva = await member({ language: 'en' });
    const created = await call(eva.token, 'POST', '/api/support_tickets', { subject: '  Where is\nmy invoice? ', body: 'I paid on Monday.' });
    expect(created.statusCode).toBe(201);
    const ticket = created.json();
    expect(ticket).toMatchObject({ '@type': 'SupportTicket', subject: 'Where is my invoice?', status: 'open', unreadCount: 0 });
    expect(ticket.messages).toMatchObject([{ body: 'I paid on Monday.', fromStaff: false, readAt: null }]);
    expect(ticket.messages[0].author).toBeUndefined();
    const mine = (await call(eva.token, 'GET', '/api/support_tickets')).json();
    expect(mine['hydra:member'].map((t: { id: number }) => t.id)).toEqual([ticket.id]);

    // The console sees it open with one unread message; opening it reads it.
    const admin = await createAdmin(ctx);
    const queue = (await call(admin.token, 'GET', `/api/admin/support_tickets?status=open&user=${eva.id}`)).json();
    expect(queue['hydra:member']).toMatchObject([{ id: ticket.id, status: 'open', unreadCount: 1, member: { username: eva.username, email: eva.email, language: 'en', membership: 'pre' } }]);
    expect((await call(admin.token, 'GET', '/api/admin/support_tickets/summary')).json()).toMatchObject({ open: expect.any(Number), unreadTickets: expect.any(Number) });
    const seen = (await call(admin.token, 'GET', `/api/admin/support_tickets/${ticket.id}`)).json();
    expect(seen.messages[0]).toMatchObject({ author: { username: eva.username }, readAt: expect.any(String) });
    expect((await call(admin.token, 'GET', `/api/admin/support_tickets?user=${eva.id}`)).json()['hydra:member'][0].unreadCount).toBe(0);

    const replied = await call(admin.token, 'POST', `/api/admin/support_tickets/${ticket.id}/messages`, { body: 'It is in Invoices → Received.\nRegards' });
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toMatchObject({ status: 'answered', messages: [{ fromStaff: false }, { fromStaff: true, author: { username: admin.username }, readAt: null }] });
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'supportReply'));
    expect(mail).toMatchObject({ recipient: eva.email, language: 'en', subject: 'Reply to your request: Where is my invoice?' });
    expect(mail!.text).toContain('It is in Invoices → Received.\n\nRegards');

    // The member's badge counts the reply until the conversation is opened.
    expect(await unread(eva.token)).toBe(1);
    expect((await call(eva.token, 'GET', '/api/support_tickets')).json()['hydra:member'][0]).toMatchObject({ status: 'answered', unreadCount: 1 });
    const opened = (await call(eva.token, 'GET', `/api/support_tickets/${ticket.id}`)).json();
    expect(opened.unreadCount).toBe(0);
    expect(opened.messages[1]).toMatchObject({ body: 'It is in Invoices → Received.\nRegards', fromStaff: true, readAt: expect.any(String) });
    expect(opened.messages[1].author).toBeUndefined();
    expect(await unread(eva.token)).toBe(0);

    // A new message waits for the staff again; so does one after the ticket was closed.
    const followUp = await call(eva.token, 'POST', `/api/support_tickets/${ticket.id}/messages`, { body: 'Found it, thanks!' });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ status: 'open' });
    const closed = await call(admin.token, 'POST', `/api/admin/support_tickets/${ticket.id}/close`);
    expect(closed.json().status).toBe('closed');
    expect((await call(admin.token, 'GET', `/api/admin/support_tickets?status=closed&user=${eva.id}`)).json()['hydra:totalItems']).toBe(1);
    expect((await call(eva.token, 'POST', `/api/support_tickets/${ticket.id}/messages`, { body: 'One more thing' })).json().status).toBe('open');
  });

  it('keeps each member to their own tickets', async () => {
    const owner = await member();
    const other = await member();
    const ticket = (await call(owner.token, 'POST', '/api/support_tickets', { subject: 'Private', body: 'My bank details' })).json();

    expect((await call(other.token, 'GET', `/api/support_tickets/${ticket.id}`)).statusCode).toBe(404);
    const intrusion = await call(other.token, 'POST', `/api/support_tickets/${ticket.id}/messages`, { body: 'Hello?' });
    expect(intrusion.statusCode).toBe(404);
    expect((await call(other.token, 'GET', '/api/support_tickets')).json()['hydra:totalItems']).toBe(0);
    const messages = await ctx.database.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id));
    expect(messages).toHaveLength(1);
    expect((await call(null, 'GET', '/api/support_tickets')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/support_tickets', {})).statusCode).toBe(401);
  });

  it('refuses empty and overlong subjects and messages with translated errors, storing nothing', async () => {
    const eva = await member();
    const before = await ticketCount();

    const empty = await call(eva.token, 'POST', '/api/support_tickets', { subject: '   ', body: '' }, 'es');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'subject', code: 'validation.required', message: 'Este campo es obligatorio' }),
      expect.objectContaining({ propertyPath: 'body', code: 'validation.required' }),
    ]);
    const long = await call(eva.token, 'POST', '/api/support_tickets', { subject: 'x'.repeat(121), body: 'y'.repeat(SUPPORT_BODY_MAX + 1) }, 'pt');
    expect(long.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'subject', code: 'validation.maxLength', params: expect.objectContaining({ value: 120 }) }),
      expect.objectContaining({ propertyPath: 'body', code: 'validation.maxLength', message: 'No máximo 4000 caracteres' }),
    ]);
    expect(await ticketCount()).toBe(before);

    const ticket = (await call(eva.token, 'POST', '/api/support_tickets', { subject: 'Edge', body: 'z'.repeat(SUPPORT_BODY_MAX) })).json();
    expect(ticket.messages[0].body).toHaveLength(SUPPORT_BODY_MAX);
    const blank = await call(eva.token, 'POST', `/api/support_tickets/${ticket.id}/messages`, { body: ' \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().violations[0]).toMatchObject({ propertyPath: 'body', message: 'This field is required' });
    const admin = await createAdmin(ctx);
    const tooLong = await call(admin.token, 'POST', `/api/admin/support_tickets/${ticket.id}/messages`, { body: 'r'.repeat(SUPPORT_BODY_MAX + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect((await ctx.database.db.select().from(supportMessages).where(eq(supportMessages.ticketId, ticket.id)))).toHaveLength(1);
    expect((await call(admin.token, 'GET', `/api/admin/support_tickets?status=resolved`)).statusCode).toBe(400);
    expect((await call(admin.token, 'POST', '/api/admin/support_tickets/999999/messages', { body: 'Hi' })).statusCode).toBe(404);
  });

  it('keeps the console to admins, whatever the member sends', async () => {
    const eva = await member();
    const ticket = (await call(eva.token, 'POST', '/api/support_tickets', { subject: 'Mine', body: 'Question' })).json();
    for (const [method, url, payload] of [
      ['GET', '/api/admin/support_tickets'],
      ['GET', '/api/admin/support_tickets/summary'],
      ['GET', `/api/admin/support_tickets/${ticket.id}`],
      ['POST', `/api/admin/support_tickets/${ticket.id}/messages`, { body: 'I answer myself' }],
      ['POST', `/api/admin/support_tickets/${ticket.id}/messages`, { body: '' }],
      ['POST', `/api/admin/support_tickets/${ticket.id}/close`],
    ] as const) {
      const response = await call(eva.token, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect((await call(null, 'GET', '/api/admin/support_tickets')).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row!.status).toBe('open');
  });

  it('lets an admin acting as the member read without marking replies read, but not write as them', async () => {
    const eva = await member();
    const admin = await createAdmin(ctx);
    const ticket = (await call(eva.token, 'POST', '/api/support_tickets', { subject: 'Help', body: 'Please' })).json();
    await call(admin.token, 'POST', `/api/admin/support_tickets/${ticket.id}/messages`, { body: 'Done' });
    const acting = (await call(admin.token, 'GET', `/api/admin-access-token/auth/${eva.id}`)).json().access_token as string;

    expect((await call(acting, 'GET', `/api/support_tickets/${ticket.id}`)).json().unreadCount).toBe(1);
    expect(await unread(eva.token)).toBe(1);
    const write = await call(acting, 'POST', `/api/support_tickets/${ticket.id}/messages`, { body: 'As Eva' });
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect((await call(acting, 'POST', '/api/support_tickets', { subject: 'As Eva', body: 'x' })).statusCode).toBe(403);
  });
});
