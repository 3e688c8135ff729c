import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insuranceAccesses, mailOutbox, variables } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { MEMBER_PASSWORD, registerMember } from '../test/factories';
import { deliverMails } from '../test/mail';

const ctx = useTestApp();

async function member(language: 'es' | 'en' | 'pt' = 'en') {
  const registered = await registerMember(ctx, { language });
  const token = await ctx.tokenFor(registered.username, MEMBER_PASSWORD);
  const call = (method: 'GET' | 'POST', url: string, payload?: object, acceptLanguage = 'en') =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage } });
  return { ...registered, call };
}

const mailsOf = (template: string, recipient: string) =>
  ctx.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.template, template), eq(mailOutbox.recipient, recipient)));

describe('insurance accesses', () => {
  it('sends the access to the chosen address with a copy to the member, in the member language, and lists it', async () => {
    const ana = await member('pt');
    const created = await ana.call('POST', '/api/insurance_accesses', { email: ' Family@Example.TEST ' });
    expect(created.statusCode).toBe(201);
    const access = created.json();
    expect(access).toMatchObject({ '@type': 'InsuranceAccess', email: 'family@example.test', copy: ana.email, createdAt: expect.any(String) });
    expect(access.access).toMatch(/^[A-Z2-9]{12}$/);
    expect(access.link).toBe(`https://multiseguros.example.com/acceso?agencia=VIRTUALOFFICE&codigo=${access.access}`);

    const [sent] = await mailsOf('insuranceAccess', 'family@example.test');
    expect(sent).toMatchObject({ language: 'pt', subject: 'O seu acesso à plataforma multisseguros' });
    expect(sent!.text).toContain(access.access);
    expect(sent!.text).toContain(access.link);
    const [copy] = await mailsOf('insuranceAccessCopy', ana.email);
    expect(copy).toMatchObject({ language: 'pt', subject: 'Cópia: acesso multisseguros para family@example.test' });
    expect(copy!.text).toContain(access.access);
    const delivered = await deliverMails(ctx);
    expect(delivered.filter((m) => m.text.includes(access.access)).map((m) => m.to).sort()).toEqual([ana.email, 'family@example.test'].sort());

    const list = (await ana.call('GET', '/api/insurance_accesses?itemsPerPage=5')).json();
    expect(list['hydra:totalItems']).toBe(1);
    expect(list['hydra:member']).toEqual([access]);
    expect((await ana.call('GET', `/api/insurance_accesses/${access.id}`)).json()).toEqual(access);
  });

  it("defaults to the member's own address and takes the link from the company's variable", async () => {
    await ctx.database.db.update(variables).set({ value: 'https://partner.example/in' }).where(eq(variables.keyValue, 'insurancePartnerUrl'));
    const bea = await member('es');
    const access = (await bea.call('POST', '/api/insurance_accesses', {})).json();
    expect(access).toMatchObject({ email: bea.email, copy: bea.email, link: `https://partner.example/in?code=${access.access}` });
    const [sent] = await mailsOf('insuranceAccess', bea.email);
    expect(sent).toMatchObject({ language: 'es', subject: 'Tu acceso a la plataforma multiseguros' });
  });

  it('refuses a second request for the same address within a day, translated, and allows it after', async () => {
    const eva = await member();
    expect((await eva.call('POST', '/api/insurance_accesses', { email: 'me@example.test' })).statusCode).toBe(201);
    const again = await eva.call('POST', '/api/insurance_accesses', { email: 'ME@example.test' }, 'es');
    expect(again.statusCode).toBe(409);
    // Spec section 8's toast "this e-mail is already active".
    expect(again.json()).toMatchObject({ code: 'EMAIL_ALREADY_ACTIVE', 'hydra:description': expect.stringMatching(/^Este correo ya está activo/) });
    expect(await mailsOf('insuranceAccess', 'me@example.test')).toHaveLength(1);
    // Another address the same day is a new access.
    expect((await eva.call('POST', '/api/insurance_accesses', { email: 'other@example.test' })).statusCode).toBe(201);

    await ctx.database.db.update(insuranceAccesses).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(insuranceAccesses.email, 'me@example.test'));
    expect((await eva.call('POST', '/api/insurance_accesses', { email: 'me@example.test' })).statusCode).toBe(201);
    expect((await eva.call('GET', '/api/insurance_accesses')).json()['hydra:totalItems']).toBe(3);
  });

  it("keeps each member's accesses to themself", async () => {
    const owner = await member();
    const other = await member();
    const access = (await owner.call('POST', '/api/insurance_accesses', {})).json();
    expect((await other.call('GET', `/api/insurance_accesses/${access.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/insurance_accesses')).json()['hydra:totalItems']).toBe(0);
    const anonymous = await ctx.app.server.inject({ method: 'POST', url: '/api/insurance_accesses', payload: { email: 'nope' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers a malformed address with a translated violation on the field', async () => {
    const eva = await member();
    const answer = await eva.call('POST', '/api/insurance_accesses', { email: 'not-an-address' }, 'pt');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().violations).toEqual([expect.objectContaining({ propertyPath: 'email', message: expect.stringMatching(/e-mail|correio/i) })]);
    expect(await ctx.database.db.select().from(insuranceAccesses).where(eq(insuranceAccesses.userId, eva.id))).toHaveLength(0);
  });
});

/*
 * Two requests at the same moment must not both pass: only a server runs them in parallel, so this part runs on
 * PostgreSQL only: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project server <this file>.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('insurance requests at the same moment, on PostgreSQL', () => {
  it('lets one of ten parallel requests for an address through', async () => {
    const eva = await member();
    const answers = await Promise.all(Array.from({ length: 10 }, () => eva.call('POST', '/api/insurance_accesses', { email: 'rush@example.test' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await mailsOf('insuranceAccess', 'rush@example.test')).toHaveLength(1);
  });
});
