import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember, setUserFlags } from '../test/factories';

const ctx = useTestApp();

describe('change password', () => {
  it('needs the current password, keeps this session, ends the others, and sends a notice', async () => {
    const member = await registerMember(ctx);
    const here = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const elsewhere = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const change = (payload: object, token = here) => ctx.app.server.inject({
      method: 'PUT', url: `/api/users/${member.id}/password`, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });

    const wrong = await change({ currentPassword: 'Nope12345', password: 'NewPass123', passwordRepeat: 'NewPass123' });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', 'hydra:description': 'Your password is wrong.' });
    expect((await change({ currentPassword: MEMBER_PASSWORD, password: 'short', passwordRepeat: 'short' })).statusCode).toBe(400);
    expect((await change({ currentPassword: MEMBER_PASSWORD, password: 'NewPass123', passwordRepeat: 'NewPass124' })).json().violations[0])
      .toMatchObject({ propertyPath: 'passwordRepeat', code: 'validation.passwordsMustMatch' });

    expect((await change({ currentPassword: MEMBER_PASSWORD, password: 'NewPass123', passwordRepeat: 'NewPass123' })).statusCode).toBe(200);
    const me = (token: string) => ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(400);
    expect((await ctx.login(member.username, 'NewPass123')).statusCode).toBe(200);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email));
    expect(mails.map((m) => m.template)).toContain('passwordChanged');
  });

  it('sends the notice in the account\'s language, not the request\'s', async () => {
    const member = await registerMember(ctx, { language: 'pt' });
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const changed = await ctx.app.server.inject({
      method: 'PUT', url: `/api/users/${member.id}/password`, payload: { currentPassword: MEMBER_PASSWORD, password: 'NewPass123', passwordRepeat: 'NewPass123' },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect(changed.statusCode).toBe(200);
    const mail = (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, member.email))).find((m) => m.template === 'passwordChanged');
    expect(mail).toMatchObject({ language: 'pt', subject: 'A sua palavra-passe foi alterada' });
    expect(mail!.text).toMatch(/^Olá Test,/);
  });

  it('nobody changes someone else\'s password, and a forced change refuses the old session', async () => {
    const member = await registerMember(ctx);
    const other = await registerMember(ctx);
    const token = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const put = (id: number) => ctx.app.server.inject({
      method: 'PUT', url: `/api/users/${id}/password`, payload: { currentPassword: MEMBER_PASSWORD, password: 'Changed123', passwordRepeat: 'Changed123' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await put(other.id)).statusCode).toBe(403);
    // The way back from a forced change is the e-mailed link (forced-password-change.test.ts), not the session it distrusts.
    await setUserFlags(ctx, member.username, { mustChangePassword: true });
    expect((await put(member.id)).statusCode).toBe(401);
  });
});
