import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';
import { deliveredResetToken } from '../test/mail';

const ctx = useTestApp();

const requestReset = (email: string, language = 'en') =>
  ctx.app.server.inject({ method: 'POST', url: '/reset-password/api', payload: { email }, headers: { 'accept-language': language } });

const linkSentTo = (email: string) => deliveredResetToken(ctx, email);

describe('password reset', () => {
  it('e-mails a one-time link; the new password works, the old does not, old sessions end', async () => {
    const member = await registerMember(ctx);
    const oldToken = await ctx.tokenFor(member.username, MEMBER_PASSWORD);
    const response = await requestReset(member.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: '200' });

    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'passwordReset')).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail).toMatchObject({ recipient: member.email, subject: 'Change your password', language: 'en' });
    const token = await linkSentTo(member.email);

    const reset = (password: string, passwordRepeat = password) =>
      ctx.app.server.inject({ method: 'POST', url: `/reset-password/api/reset/${token}`, payload: { password, passwordRepeat } });
    expect((await reset('New1234pass', 'Different1')).json().violations[0].code).toBe('validation.passwordsMustMatch');
    expect((await reset('New1234pass')).statusCode).toBe(200);
    expect((await ctx.login(member.username, 'New1234pass')).statusCode).toBe(200);
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(400);
    const me = await ctx.app.server.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${oldToken}` } });
    expect(me.statusCode).toBe(401);

    const replay = await reset('Another1234');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await ctx.database.db.$count(mailOutbox);
    const response = await requestReset('nobody@example.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: '200' });
    expect(await ctx.database.db.$count(mailOutbox)).toBe(before);
  });

  it('refuses an expired link', async () => {
    const member = await registerMember(ctx);
    await requestReset(member.email, 'es');
    const token = await linkSentTo(member.email);
    const { passwordResets } = await import('../db/schema');
    await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
    const response = await ctx.app.server.inject({
      method: 'POST', url: `/reset-password/api/reset/${token}`, payload: { password: 'New1234pass', passwordRepeat: 'New1234pass' },
      headers: { 'accept-language': 'es' },
    });
    expect(response.json()['hydra:description']).toBe('El enlace para cambiar la contraseña no es válido o ha caducado');
  });
});
