import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, profiles, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, findUser, registerMember, registrationBody } from '../test/factories';

const ctx = useTestApp();

const register = (payload: object, language = 'en') =>
  ctx.app.server.inject({ method: 'POST', url: '/api/register', payload, headers: { 'accept-language': language } });

describe('POST /api/register', () => {
  it('creates the user and the profile together, active at once for the free level, and the member can log in', async () => {
    const body = await registrationBody(ctx);
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ '@type': 'User', username: body.username, isActive: true });
    const user = await findUser(ctx, body.username);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ name: 'Test', surname: 'Member', dni: body.dni.toUpperCase() });
    expect((await ctx.login(body.username, MEMBER_PASSWORD)).statusCode).toBe(200);
  });

  it('records the registration extras of spec section 3: the alias on the profile and the newcomer\'s default team', async () => {
    const body = await registrationBody(ctx, { alias: '  Mari  ', defaultLeg: 'right' });
    expect((await register(body)).json()).toMatchObject({ defaultLeg: 'right' });
    const user = await findUser(ctx, body.username);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile).toMatchObject({ alias: 'Mari' });
    // Without them: no alias, the left team.
    const plain = await registrationBody(ctx);
    expect((await register(plain)).json()).toMatchObject({ defaultLeg: 'left' });
    const bad = await register(await registrationBody(ctx, { defaultLeg: 'middle' as 'left', alias: 'x'.repeat(61) }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations.map((v: { propertyPath: string }) => v.propertyPath).sort()).toEqual(['alias', 'defaultLeg']);
  });

  it('keeps a paid level inactive until its payment and answers how to pay it by bank transfer', async () => {
    const [start] = await ctx.database.db.select().from(memberships).where(eq(memberships.name, 'start'));
    const withoutMethod = await register(await registrationBody(ctx, { membershipId: start!.id }));
    expect(withoutMethod.json().violations[0]).toMatchObject({ propertyPath: 'paymentMethod', code: 'validation.required' });
    const body = await registrationBody(ctx, { membershipId: start!.id, paymentMethod: 'TRANS_PAYMENT' });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    // start: 50 € + 7 % VAT, no fee by bank transfer: the total the registration form shows first (apps/web/src/lib/order-price.test.ts).
    expect(response.json().payment).toMatchObject({ method: 'TRANS_PAYMENT', amount: 53.5, concept: body.username, iban: 'ES9121000418450200051332' });
    expect((await findUser(ctx, body.username)).isActive).toBe(false);
    const card = await register(await registrationBody(ctx, { membershipId: start!.id, paymentMethod: 'STRIPE_PAYMENT' }));
    expect(card.json()).toMatchObject({ code: 'CARD_NOT_CONFIGURED', 'hydra:description': 'Card payment is not configured. Choose another payment method' });
  });

  it.each([
    ['username', 'validation.usernameExists', 'The username already exists'],
    ['email', 'validation.emailExists', 'The e-mail is already registered'],
    ['dni', 'validation.dniExists', 'The ID (DNI) already exists'],
  ] as const)('rejects a duplicate %s with its message and stores nothing', async (field, code, message) => {
    const first = await registrationBody(ctx);
    expect((await register(first)).statusCode).toBe(201);
    const second = await registrationBody(ctx);
    const duplicate = { ...second, [field]: field === 'username' ? first.username.toUpperCase() : first[field] };
    if (field === 'email') duplicate.emailRepeat = first.email;
    const before = await ctx.database.db.$count(users);
    const response = await register(duplicate);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath: field, code, message })]);
    expect(await ctx.database.db.$count(users)).toBe(before);
  });

  it('answers the uniqueness look-ups', async () => {
    const member = await registrationBody(ctx);
    await register(member);
    const check = async (path: string) => (await ctx.app.server.inject({ method: 'GET', url: path })).json();
    expect(await check(`/api/checkDni/${member.dni.toLowerCase()}`)).toEqual({ exists: true });
    expect(await check(`/api/checkEmail/${member.email}`)).toEqual({ exists: true });
    expect(await check(`/api/checkUsername/${member.username}`)).toEqual({ exists: true });
    expect(await check('/api/checkEmail/free@example.test')).toEqual({ exists: false });
    // Not an address at all: spec section 8's toast "the e-mail is wrong", not "free".
    const wrong = await ctx.app.server.inject({ method: 'GET', url: '/api/checkEmail/not-an-address', headers: { 'accept-language': 'en' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'EMAIL_WRONG', 'hydra:description': 'The e-mail is wrong' });
  });

  it('rejects an unknown sponsor, in the caller language', async () => {
    const response = await register(await registrationBody(ctx, { sponsor: 'ghost-sponsor' }), 'es');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'SPONSOR_NOT_FOUND', 'hydra:description': 'El patrocinador no existe' });
    const lookup = await ctx.app.server.inject({ method: 'GET', url: '/api/sponsor/ghost-sponsor' });
    expect(lookup.statusCode).toBe(404);
  });

  it('validates every field with translated messages', async () => {
    const response = await register({ sponsor: 'virtualoffice', email: 'not-an-email', emailRepeat: 'x', password: 'short', birthDate: '2015-01-01' }, 'pt');
    expect(response.statusCode).toBe(400);
    const violations = Object.fromEntries(response.json().violations.map((v: { propertyPath: string; message: string }) => [v.propertyPath, v.message]));
    expect(violations).toMatchObject({
      username: 'Este campo é obrigatório',
      email: 'Deve ser um e-mail',
      password: 'Mínimo 8 caracteres',
      birthDate: 'Deve ter pelo menos 18 anos',
      acceptTerms: 'É obrigatório aceitar os termos e condições',
    });
  });

  it('checks that the e-mails and the passwords match', async () => {
    const body = await registrationBody(ctx);
    const response = await register({ ...body, emailRepeat: 'other@example.test', passwordRepeat: 'Other1234' });
    const codes = response.json().violations.map((v: { code: string }) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['validation.emailsMustMatch', 'validation.passwordsMustMatch']));
  });
});

describe('binary placement at registration', () => {
  it('follows the explicit leg to the outermost free slot, and the sponsor default leg otherwise', async () => {
    const sponsor = await registerMember(ctx);
    const left1 = await registerMember(ctx, { sponsor: sponsor.username, position: 'left' });
    const left2 = await registerMember(ctx, { sponsor: sponsor.username, position: 'left' });
    const right1 = await registerMember(ctx, { sponsor: sponsor.username, position: 'right' });
    expect(await findUser(ctx, left1.username)).toMatchObject({ binaryParentId: sponsor.id, position: 'left' });
    expect(await findUser(ctx, left2.username)).toMatchObject({ binaryParentId: left1.id, position: 'left' });
    expect(await findUser(ctx, right1.username)).toMatchObject({ binaryParentId: sponsor.id, position: 'right' });

    await ctx.database.db.update(users).set({ defaultLeg: 'right' }).where(eq(users.id, sponsor.id));
    const byDefault = await registerMember(ctx, { sponsor: sponsor.username });
    expect(await findUser(ctx, byDefault.username)).toMatchObject({ binaryParentId: right1.id, position: 'right', binaryDepth: (await findUser(ctx, right1.username)).binaryDepth + 1 });
  });

  it('places under an upline of the sponsor network, and refuses one outside it', async () => {
    const sponsor = await registerMember(ctx);
    const child = await registerMember(ctx, { sponsor: sponsor.username, position: 'left' });
    const underUpline = await registerMember(ctx, { sponsor: sponsor.username, uplineUser: child.username, position: 'right' });
    expect(await findUser(ctx, underUpline.username)).toMatchObject({ binaryParentId: child.id, position: 'right' });

    const stranger = await registerMember(ctx, { position: 'right' });
    const response = await register(await registrationBody(ctx, { sponsor: sponsor.username, uplineUser: stranger.username }));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UPLINE_NOT_FOUND');
  });

  it('records the sponsorship path for the unilevel tree', async () => {
    const sponsor = await registerMember(ctx);
    const child = await registerMember(ctx, { sponsor: sponsor.username });
    const [root, sponsorRow] = [await findUser(ctx, 'virtualoffice'), await findUser(ctx, sponsor.username)];
    expect((await findUser(ctx, child.username)).sponsorPath).toEqual([root.id, sponsorRow.id]);
  });
});
