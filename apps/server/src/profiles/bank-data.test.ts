import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { mailOutbox, profiles } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, registerMember } from '../test/factories';

// Every wrong password of this file comes from one test IP; the per-account limit is what is under test.
const ctx = useTestApp({ LOGIN_MAX_FAILURES_PER_IP: '1000' });

const IBAN = 'ES9121000418450200051332';
const BIC = 'CAIXESBBXXX';

/** A member (answers in their language), their profile id and a PUT on it with a given token. */
async function member(language: 'es' | 'en' | 'pt' = 'en') {
  const registered = await registerMember(ctx, { language });
  const token = await ctx.tokenFor(registered.username, MEMBER_PASSWORD);
  const as = (bearer: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${bearer}`, 'accept-language': language } });
  const call = as(token);
  const profileId = (await call('GET', '/api/profiles')).json()['hydra:member'][0].id as number;
  const put = (payload: object, bearer = token) => as(bearer)('PUT', `/api/profiles/${profileId}`, payload);
  return { ...registered, token, call, as, profileId, put };
}

const stored = async (profileId: number) =>
  (await ctx.database.db.select({ iban: profiles.iban, bic: profiles.bic, mobile: profiles.mobile }).from(profiles).where(eq(profiles.id, profileId)))[0]!;
const bankMails = (email: string) =>
  ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.template, 'bankDataChanged')));

describe('bank data (IBAN and BIC)', () => {
  it('an invalid IBAN or BIC is refused and nothing of the request is saved', async () => {
    const m = await member();
    const bad = await m.put({ mobile: '+34 633 000 000', iban: 'ES9121000418450200051333', bic: BIC, currentPassword: MEMBER_PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'iban', code: 'validation.iban', message: 'The IBAN is not valid' });
    expect((await m.put({ iban: IBAN, bic: 'CAIX', currentPassword: MEMBER_PASSWORD })).json().violations[0]).toMatchObject({ propertyPath: 'bic', code: 'validation.bic' });
    // One without the other is not bank data a payout can use.
    expect((await m.put({ iban: IBAN, currentPassword: MEMBER_PASSWORD })).json().violations[0]).toMatchObject({ propertyPath: 'bic', code: 'validation.required' });
    expect(await stored(m.profileId)).toEqual({ iban: null, bic: null, mobile: '+34 600 123 456' });
    expect(await bankMails(m.email)).toEqual([]);
  });

  it('asks for the current password: none or a wrong one changes nothing, the right one saves and sends a notice in the member\'s language', async () => {
    const m = await member('pt');
    const none = await m.put({ iban: IBAN, bic: BIC, mobile: '+34 644 000 000' });
    expect(none.statusCode).toBe(400);
    expect(none.json().violations[0]).toMatchObject({ propertyPath: 'currentPassword', code: 'validation.bankChangeConfirm' });
    const wrong = await m.put({ iban: IBAN, bic: BIC, mobile: '+34 644 000 000', currentPassword: 'Wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', 'hydra:description': 'A sua palavra-passe está errada.' });
    expect(await stored(m.profileId)).toEqual({ iban: null, bic: null, mobile: '+34 600 123 456' });
    expect((await m.call('GET', '/api/me')).json().alerts.missingBankData).toBe(true);

    const saved = await m.put({ iban: 'es91 2100 0418 4502 0005 1332', bic: 'caixesbbxxx', mobile: '+34 644 000 000', currentPassword: MEMBER_PASSWORD });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ iban: IBAN, bic: BIC, bankDataComplete: true, mobile: '+34 644 000 000' });
    expect((await m.call('GET', '/api/me')).json().alerts.missingBankData).toBe(false);
    const [mail] = await bankMails(m.email);
    expect(mail).toMatchObject({ language: 'pt', subject: 'Os seus dados bancários foram alterados' });
    expect(mail!.text).toContain('ES91 •••• •••• 1332');
    expect(mail!.text).not.toContain(IBAN);

    // The same bank data sent again (the form always sends it) and other fields need no password and send no mail.
    expect((await m.put({ iban: IBAN, bic: BIC, skype: 'pt.member' })).statusCode).toBe(200);
    expect(await bankMails(m.email)).toHaveLength(1);
    // Removing the bank data is a change too.
    expect((await m.put({ iban: null, bic: null })).statusCode).toBe(400);
    expect((await m.put({ iban: '', bic: '', currentPassword: MEMBER_PASSWORD })).json()).toMatchObject({ iban: null, bic: null, bankDataComplete: false });
    expect((await bankMails(m.email)).map((x) => x.text.includes('eliminados'))).toEqual([false, true]);
  });

  it('wrong passwords count as failed logins: after the account\'s limit even the right one waits', async () => {
    const m = await member();
    for (let i = 0; i < ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await m.put({ iban: IBAN, bic: BIC, currentPassword: `Wrong${i}234` })).json().code).toBe('WRONG_PASSWORD');
    }
    expect((await m.put({ iban: IBAN, bic: BIC, currentPassword: MEMBER_PASSWORD })).statusCode).toBe(429);
    expect((await stored(m.profileId)).iban).toBeNull();
  });

  it('with two-factor authentication on, a code of the app confirms the change, once', async () => {
    const m = await member();
    const setup = (await m.call('POST', '/api/google_fas', { action: 'setup' })).json();
    const now = Math.floor(Date.now() / 1000);
    await m.call('POST', '/api/google_fas', { action: 'enable', code: await generate({ secret: setup.secret, epoch: now }) });
    // The code that enabled it is spent; the next step's is accepted (±1 step) and only once.
    const next = await generate({ secret: setup.secret, epoch: now + 30 });
    expect((await m.put({ iban: IBAN, bic: BIC, code: '000000' })).json().violations[0]).toMatchObject({ propertyPath: 'code', code: 'validation.totpInvalid' });
    expect((await m.put({ iban: IBAN, bic: BIC, code: next })).statusCode).toBe(200);
    expect((await m.put({ iban: 'ES7921000813610123456789', bic: BIC, code: next })).json().violations[0]).toMatchObject({ propertyPath: 'code', code: 'validation.totpInvalid' });
    expect((await stored(m.profileId)).iban).toBe(IBAN);
    // The password still works as well.
    expect((await m.put({ iban: 'ES7921000813610123456789', bic: BIC, currentPassword: MEMBER_PASSWORD })).json().iban).toBe('ES7921000813610123456789');
  });

  it('an admin acting as the member may fix the address but not the bank data, even with the password', async () => {
    const m = await member();
    const admin = await createAdmin(ctx);
    const pair = (await m.as(admin.token)('GET', `/api/admin-access-token/auth/${m.id}`)).json();
    expect(pair.access_token).toEqual(expect.any(String));
    const refused = await m.put({ iban: IBAN, bic: BIC, currentPassword: MEMBER_PASSWORD }, pair.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect(await stored(m.profileId)).toMatchObject({ iban: null, bic: null });
    expect((await m.put({ city: 'Toledo' }, pair.access_token)).json().city).toBe('Toledo');
    expect(await bankMails(m.email)).toEqual([]);
  });
});
