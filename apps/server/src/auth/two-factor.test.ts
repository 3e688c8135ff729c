import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { TEST_CLIENT, useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, memberClient, registerMember } from '../test/factories';

const ctx = useTestApp();

/** The code an authenticator app shows `offsetSteps` steps from now. */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const loginWith = (username: string, totp?: string) => ctx.app.server.inject({
  method: 'POST', url: '/api/login',
  payload: new URLSearchParams({ grant_type: 'password', username, password: MEMBER_PASSWORD, ...TEST_CLIENT, ...(totp ? { totp } : {}) }).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('two-factor authentication (RFC 6238)', () => {
  it('sets up with a QR code, enables with a first code, then the login asks for a code that cannot be replayed', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    expect((await call('GET', '/api/me')).json().alerts.twoFactorDisabled).toBe(true);

    const setup = (await call('POST', '/api/google_fas', { action: 'setup' })).json();
    expect(setup).toMatchObject({ otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\/Virtual%20Office:/), qrCode: expect.stringMatching(/^data:image\/png;base64,/) });
    const wrong = await call('POST', '/api/google_fas', { action: 'enable', code: '000000' });
    expect(wrong.json().violations[0]).toMatchObject({ propertyPath: 'code', code: 'validation.totpInvalid', message: 'The code is not valid or has already been used' });
    const enabled = (await call('POST', '/api/google_fas', { action: 'enable', code: await codeAt(setup.secret) })).json();
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/me')).json().alerts.twoFactorDisabled).toBe(false);
    const state = (await call('GET', '/api/google_fas')).json()['hydra:member'][0];
    expect(state).toMatchObject({ '@type': 'GoogleFa', enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    expect((await call('GET', `/api/google_fas/${state.id}`)).json()).toEqual(state);

    expect((await loginWith(member.username)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    // The code that enabled it was used already; the next step's code (clock drift +1) is accepted once.
    expect((await loginWith(member.username, await codeAt(setup.secret))).json().code).toBe('INVALID_LOGIN');
    const next = await codeAt(setup.secret, 1);
    expect((await loginWith(member.username, next)).statusCode).toBe(200);
    expect((await loginWith(member.username, next)).json().code).toBe('INVALID_LOGIN');
    expect((await loginWith(member.username, await codeAt(setup.secret, 3))).json().code).toBe('INVALID_LOGIN');

    // A recovery code works once.
    const viaRecovery = await loginWith(member.username, enabled.recoveryCodes[0]);
    expect(viaRecovery.json()).toMatchObject({ token_type: "Bearer" });
    expect((await loginWith(member.username, enabled.recoveryCodes[0])).json().code).toBe('INVALID_LOGIN');

    expect((await call('POST', '/api/google_fas', { action: 'disable', code: '123456' })).statusCode).toBe(400);
    expect((await call('POST', '/api/google_fas', { action: 'disable', code: enabled.recoveryCodes[1] })).json()).toEqual({ enabled: false });
    expect((await loginWith(member.username)).statusCode).toBe(200);
  });

  it('refuses a second setup while enabled and unknown actions', async () => {
    const member = await registerMember(ctx);
    const call = await memberClient(ctx, member.username);
    const setup = (await call('POST', '/api/google_fas', { action: 'setup' })).json();
    await call('POST', '/api/google_fas', { action: 'enable', code: await codeAt(setup.secret) });
    expect((await call('POST', '/api/google_fas', { action: 'setup' })).statusCode).toBe(409);
    expect((await call('POST', '/api/google_fas', { action: 'explode' })).statusCode).toBe(400);
  });
});
