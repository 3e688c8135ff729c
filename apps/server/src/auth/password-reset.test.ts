import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';
import { deliveredResetToken } from '../test/mail';

const ctx = useTestApp();

const askForReset = (email: string, language = 'en') =>
  ctx.app.server.inject({ method: 'POST', url: '/reset-password/api', payload: { email }, headers: { 'accept-language': language } });

/** Asks for a link and waits for the work the server does after answering. */
async function requestReset(email: string, language = 'en') {
  const response = await askForReset(email, language);
  await ctx.app.background.idle();
  return response;
}

const linkSentTo = (email: string) => deliveredResetToken(ctx, email);

describe('password reset', () => {
  it('e-mails a one-time link; the new password works, the old does not, old sessions end', async () => {
    const member = await registerMember(ctx, { language: 'en' });
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

  it('writes in the account\'s language, whatever the request\'s (the Spanish demo once got English)', async () => {
    const spaniard = await registerMember(ctx, { language: 'es' });
    await requestReset(spaniard.email, 'en');
    const portuguese = await registerMember(ctx, { language: 'pt' });
    await requestReset(portuguese.email, 'es');
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'passwordReset')).orderBy(desc(mailOutbox.id)).limit(2);
    expect(mails.map((m) => [m.recipient, m.language, m.subject])).toEqual([
      [portuguese.email, 'pt', 'Altere a sua palavra-passe'],
      [spaniard.email, 'es', 'Cambia tu contraseña'],
    ]);
  });

  it('lifts a lock-out: after a reset the new password signs in at once', async () => {
    const member = await registerMember(ctx);
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) await ctx.login(member.username, 'Wrong1234');
    expect((await ctx.login(member.username, MEMBER_PASSWORD)).statusCode).toBe(429);
    await requestReset(member.email);
    const token = await linkSentTo(member.email);
    const reset = await ctx.app.server.inject({
      method: 'POST', url: `/reset-password/api/reset/${token}`, payload: { password: 'New1234pass', passwordRepeat: 'New1234pass' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await ctx.login(member.username, 'New1234pass')).statusCode).toBe(200);
  });

  it('answers before the account is looked up, so a known address answers like an unknown one', async () => {
    const member = await registerMember(ctx);
    const queue = ctx.app.mailer.queue;
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    // The account's work (link, outbox row) cannot finish until released: an answer now proves the request does not wait for it.
    vi.spyOn(ctx.app.mailer, 'queue').mockImplementationOnce(async (tx, mail) => {
      await held;
      return queue(tx, mail);
    });
    const response = await askForReset(member.email);
    expect(response.json()).toEqual({ status: '200' });
    release();
    await ctx.app.background.idle();
    expect(await linkSentTo(member.email)).toMatch(/^[\w-]{20,}$/);
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

  describe('checking a link before the new password is typed (issue 18, item 5)', () => {
    const check = (token: string) => ctx.app.server.inject({ method: 'GET', url: `/reset-password/api/reset/${token}`, headers: { 'accept-language': 'en' } });

    it('says a live link is valid, without using it, and a used one is not', async () => {
      const member = await registerMember(ctx);
      await requestReset(member.email);
      const token = await linkSentTo(member.email);
      expect((await check(token)).json()).toEqual({ valid: true });
      expect((await check(token)).statusCode).toBe(200);
      const reset = await ctx.app.server.inject({ method: 'POST', url: `/reset-password/api/reset/${token}`, payload: { password: 'New1234pass', passwordRepeat: 'New1234pass' } });
      expect(reset.statusCode).toBe(200);
      const used = await check(token);
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID', 'hydra:description': 'The password reset link is not valid or has expired' });
    });

    it('answers an expired, a replaced and an unknown link alike: no more than valid or not', async () => {
      const member = await registerMember(ctx);
      await requestReset(member.email);
      const first = await linkSentTo(member.email);
      await requestReset(member.email);
      const second = await linkSentTo(member.email);
      const { passwordResets } = await import('../db/schema');
      const replaced = await check(first);
      await ctx.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) });
      const [expired, unknown] = [await check(second), await check('a'.repeat(43))];
      for (const answer of [replaced, expired, unknown]) {
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual(unknown.json());
      }
    });
  });
});
