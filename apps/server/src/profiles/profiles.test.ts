import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, states, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, memberClient, registerMember } from '../test/factories';

const ctx = useTestApp();

async function stateOf(countryCode: string) {
  const [row] = await ctx.database.db.select({ id: states.id, countryId: states.countryId }).from(states)
    .innerJoin(countries, eq(countries.id, states.countryId)).where(eq(countries.code, countryCode)).limit(1);
  return row!;
}

/** A registered member, a client that speaks as them, and their profile as the API shows it. */
async function memberWithProfile() {
  const member = await registerMember(ctx);
  const call = await memberClient(ctx, member.username);
  const list = (await call('GET', '/api/profiles')).json();
  return { member, call, list, profile: list['hydra:member'][0] };
}

describe('profiles: reading', () => {
  it('a member lists and reads only their own profile, with every field of spec section 3', async () => {
    const { member, call, list, profile } = await memberWithProfile();
    await registerMember(ctx);
    expect(list).toMatchObject({ '@type': 'hydra:Collection', 'hydra:totalItems': 1 });
    expect(profile).toMatchObject({
      '@id': `/api/profiles/${profile.id}`, '@type': 'Profile', user: `/api/users/${member.id}`,
      username: member.username, email: member.email, name: 'Test', surname: 'Member', birthDate: '1990-01-15',
      address1: 'Calle Falsa 123', city: 'Madrid', postalCode: '28001', mobile: '+34 600 123 456', userType: 'individual',
      gender: null, skype: null, companyName: null, companyVat: null, iban: null, bic: null, bankDataComplete: false,
      // Spain's IRPF for an individual (seeded 15 %).
      irpf: expect.stringMatching(/^\/api\/irpfs\/\d+$/), irpfRate: 15,
    });
    expect((await call('GET', `/api/profiles/${profile.id}`)).json()).toEqual(profile);
  });

  it('refuses another member\'s profile (404) while an admin may read it but not write it', async () => {
    const { profile } = await memberWithProfile();
    const { call: stranger } = await memberWithProfile();
    expect((await stranger('GET', `/api/profiles/${profile.id}`)).statusCode).toBe(404);
    const put = await stranger('PUT', `/api/profiles/${profile.id}`, { mobile: '+34 699 999 999' });
    expect(put.statusCode).toBe(404);
    expect((await stranger('GET', `/api/profiles?user=${profile.userId}`)).json()['hydra:totalItems']).toBe(0);

    const admin = await createAdmin(ctx);
    const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
      ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${admin.token}` } });
    expect((await asAdmin('GET', `/api/profiles/${profile.id}`)).json().mobile).toBe('+34 600 123 456');
    expect((await asAdmin('GET', `/api/profiles?user=${profile.userId}`)).json()['hydra:totalItems']).toBe(1);
    expect((await asAdmin('PUT', `/api/profiles/${profile.id}`, { mobile: '+34 699 999 999' })).statusCode).toBe(403);
    expect((await ctx.app.server.inject({ method: 'GET', url: '/api/profiles' })).statusCode).toBe(401);
  });
});

describe('profiles: personal and company data', () => {
  it('saves personal fields without a password; username and e-mail are not editable here', async () => {
    const { member, call, profile } = await memberWithProfile();
    const galicia = await stateOf('ES');
    const response = await call('PUT', `/api/profiles/${profile.id}`, {
      mobile: '+34 611 222 333', skype: 'test.member', gender: 'female', address2: '2º B', stateId: galicia.id,
      username: 'someone-else', email: 'other@example.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mobile: '+34 611 222 333', skype: 'test.member', gender: 'female', address2: '2º B', stateId: galicia.id,
      state: `/api/states/${galicia.id}`, username: member.username, email: member.email, name: 'Test',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(user).toMatchObject({ username: member.username, email: member.email });
    // An emptied optional field is cleared; a required one cannot be.
    expect((await call('PUT', `/api/profiles/${profile.id}`, { skype: '' })).json().skype).toBeNull();
    const cleared = await call('PUT', `/api/profiles/${profile.id}`, { city: ' ' });
    expect(cleared.json().violations[0]).toMatchObject({ propertyPath: 'city', code: 'validation.required', message: 'This field is required' });
  });

  it('a company gives its name and VAT number; freelancers and companies have no IRPF withheld', async () => {
    const { call, profile } = await memberWithProfile();
    const missing = await call('PUT', `/api/profiles/${profile.id}`, { userType: 'company', companyName: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual(['companyName', 'companyVat']);
    const company = await call('PUT', `/api/profiles/${profile.id}`, { userType: 'company', companyName: 'Viajes Test S.L.', companyVat: 'b 12345678' });
    expect(company.json()).toMatchObject({ userType: 'company', companyName: 'Viajes Test S.L.', companyVat: 'B12345678', irpf: null, irpfRate: 0 });
    expect((await call('PUT', `/api/profiles/${profile.id}`, { userType: 'freelancer' })).json().userType).toBe('freelancer');
    expect((await call('PUT', `/api/profiles/${profile.id}`, { userType: 'boss' })).json().violations[0])
      .toMatchObject({ propertyPath: 'userType', code: 'validation.invalid' });
  });

  it('checks the country and that the state is one of its own, and keeps a dni unique', async () => {
    const { call, profile } = await memberWithProfile();
    const { profile: other } = await memberWithProfile();
    const portugueseState = await stateOf('PT');
    const wrongState = await call('PUT', `/api/profiles/${profile.id}`, { stateId: portugueseState.id });
    expect(wrongState.json().violations[0]).toMatchObject({ propertyPath: 'stateId', code: 'validation.invalid' });
    const noCountry = await call('PUT', `/api/profiles/${profile.id}`, { countryId: 999999 });
    expect(noCountry.json().violations[0]).toMatchObject({ propertyPath: 'countryId', code: 'validation.invalid' });
    // Moving to Portugal with one of its districts works (IRI or id), and changes the IRPF country.
    const moved = (await call('PUT', `/api/profiles/${profile.id}`, { countryId: `/api/countries/${portugueseState.countryId}`, stateId: portugueseState.id })).json();
    expect(moved).toMatchObject({ countryId: portugueseState.countryId, stateId: portugueseState.id, irpfRate: 25 });

    const taken = await call('PUT', `/api/profiles/${profile.id}`, { dni: other.dni.toLowerCase() });
    expect(taken.json().violations[0]).toMatchObject({ propertyPath: 'dni', code: 'validation.dniExists' });
    expect((await call('PUT', `/api/profiles/${profile.id}`, { dni: profile.dni })).statusCode).toBe(200);
    const tooYoung = await call('PUT', `/api/profiles/${profile.id}`, { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` });
    expect(tooYoung.json().violations[0]).toMatchObject({ propertyPath: 'birthDate', code: 'validation.minimumAge' });
  });
});

describe('profiles: creating', () => {
  it('creates a profile only for a member who has none (409 otherwise)', async () => {
    const { call, profile } = await memberWithProfile();
    const body = {
      name: 'Ana', surname: 'Admin', dni: `Z${Date.now() % 10_000_000}`, birthDate: '1980-02-02', address1: 'Calle Sol 3', city: 'Cádiz',
      postalCode: '11001', countryId: profile.countryId, mobile: '+34 622 000 111', userType: 'individual',
    };
    expect((await call('POST', '/api/profiles', body)).statusCode).toBe(409);

    const admin = await createAdmin(ctx);
    const post = (payload: object) => ctx.app.server.inject({ method: 'POST', url: '/api/profiles', payload, headers: { authorization: `Bearer ${admin.token}` } });
    const incomplete = await post({ name: 'Ana' });
    expect(incomplete.statusCode).toBe(400);
    // Bank data on creation is confirmed like any bank change.
    const unconfirmed = await post({ ...body, iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' });
    expect(unconfirmed.json().violations[0]).toMatchObject({ propertyPath: 'currentPassword', code: 'validation.bankChangeConfirm' });
    const created = await post({ ...body, iban: 'ES91 2100 0418 4502 0005 1332', bic: 'caixesbbxxx', currentPassword: MEMBER_PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ana', username: admin.username, iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', bankDataComplete: true });
    expect((await post(body)).statusCode).toBe(409);
  });
});
