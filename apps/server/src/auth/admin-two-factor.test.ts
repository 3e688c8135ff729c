import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-app';
import { createAdmin, memberClient, registerMember } from '../test/factories';

// DESIGN.md section 4: admins must use two-factor authentication in production.
const ctx = useTestApp({
  NODE_ENV: 'production', SECRETS_KEY: 'production-like-test-secrets-key-0123456789', OAUTH_CLIENT_SECRET: 'production-like-test-client-secret',
});

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

describe('admins without two-factor authentication in production', () => {
  it('may only enrol, read who they are and sign out; everything else says why, translated', async () => {
    const admin = await createAdmin(ctx);
    const call = await memberClient(ctx, admin.username);
    for (const url of ['/api/admin/mail_outbox', '/api/invoices']) {
      const refused = await call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED', 'hydra:description': 'Administrators must turn on two-step verification before going on' });
    }
    const spanish = await ctx.app.server.inject({ method: 'GET', url: '/api/invoices', headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'es' } });
    expect(spanish.json()['hydra:description']).toBe('Los administradores deben activar la verificación en dos pasos antes de continuar');

    expect((await call('GET', '/api/me')).json()).toMatchObject({ username: admin.username, twoFactorRequired: true });
    const setup = (await call('POST', '/api/google_fas', { action: 'setup' })).json();
    expect((await call('POST', '/api/google_fas', { action: 'enable', code: await codeNow(setup.secret) })).statusCode).toBe(200);

    expect((await call('GET', '/api/me')).json().twoFactorRequired).toBe(false);
    expect((await call('GET', '/api/admin/mail_outbox')).statusCode).toBe(200);
  });

  it('signs out', async () => {
    const admin = await createAdmin(ctx);
    const call = await memberClient(ctx, admin.username);
    expect((await call('POST', '/api/logout')).statusCode).toBe(204);
  });

  it('does not concern members', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('GET', '/api/me')).json().twoFactorRequired).toBe(false);
    expect((await call('GET', '/api/invoices')).statusCode).toBe(200);
  });
});
