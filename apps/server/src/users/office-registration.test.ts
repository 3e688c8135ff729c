import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../test/build-app';
import { createAdmin, findUser, membershipByLevel, memberClient, registerMember, registrationBody, setUserFlags } from '../test/factories';

// Issue 16: a signed-in member registers someone directly under themself (POST /api/users). The bodies are the
// public form's, whose `sponsor` (the root, by default) the server ignores.
const ctx = useTestApp();

/** A new active member (on the root's left leg) and their API client. */
async function member() {
  const sponsor = await registerMember(ctx, { position: 'left' });
  return { ...sponsor, call: await memberClient(ctx, sponsor.username) };
}

const mailsTo = async (email: string) =>
  ctx.database.db.select({ template: mailOutbox.template, subject: mailOutbox.subject, language: mailOutbox.language })
    .from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe('POST /api/users (in-office registration)', () => {
  it('places the newcomer under the caller, on the chosen leg or the caller default one, whatever sponsor the body names', async () => {
    const sponsor = await member();
    const left = await registrationBody(ctx, { position: 'left', sponsor: 'virtualoffice' });
    const response = await sponsor.call('POST', '/api/users', left);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ '@type': 'User', username: left.username, isActive: true, payment: null });
    expect(await findUser(ctx, left.username)).toMatchObject({ sponsorId: sponsor.id, binaryParentId: sponsor.id, position: 'left', sponsorLeg: 'left' });

    await setUserFlags(ctx, sponsor.username, { defaultLeg: 'right' });
    const byDefault = await registrationBody(ctx);
    expect((await sponsor.call('POST', '/api/users', byDefault)).statusCode).toBe(201);
    expect(await findUser(ctx, byDefault.username)).toMatchObject({ sponsorId: sponsor.id, binaryParentId: sponsor.id, position: 'right' });

    // The unilevel tree shows both at level 1 of the caller.
    const level1 = (await sponsor.call('GET', `/api/users/${sponsor.id}/unilevel?level=1`)).json()['hydra:member'].map((m: { username: string }) => m.username);
    expect(level1.sort()).toEqual([left.username, byDefault.username].sort());
  });

  it('handles a paid level as the public sign-up: pending, bank transfer instructions, and the same e-mails', async () => {
    const sponsor = await member();
    const start = await membershipByLevel(ctx, 2);
    const inOffice = await registrationBody(ctx, { membershipId: start.id, paymentMethod: 'TRANS_PAYMENT' });
    const response = await sponsor.call('POST', '/api/users', inOffice);
    expect(response.statusCode).toBe(201);
    // start: 50 € + 7 % VAT, no fee by bank transfer; the newcomer's username is the concept.
    expect(response.json().payment).toMatchObject({ method: 'TRANS_PAYMENT', amount: 53.5, concept: inOffice.username, iban: 'ES9121000418450200051332' });
    expect((await findUser(ctx, inOffice.username)).isActive).toBe(false);

    const publicBody = await registrationBody(ctx, { sponsor: sponsor.username, membershipId: start.id, paymentMethod: 'TRANS_PAYMENT' });
    expect((await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: publicBody })).statusCode).toBe(201);
    const [office, open] = [await mailsTo(inOffice.email), await mailsTo(publicBody.email)];
    expect(office).toEqual(open);
    expect(office.map((m) => m.template)).toEqual(['welcome']);

    const withoutMethod = await sponsor.call('POST', '/api/users', await registrationBody(ctx, { membershipId: start.id }));
    expect(withoutMethod.json().violations[0]).toMatchObject({ propertyPath: 'paymentMethod', code: 'validation.required' });
  });

  it.each([
    ['username', 'validation.usernameExists', 'The username already exists'],
    ['email', 'validation.emailExists', 'The e-mail is already registered'],
    ['dni', 'validation.dniExists', 'The ID (DNI) already exists'],
  ] as const)('refuses a duplicate %s with its translated message, as the public sign-up does', async (field, code, message) => {
    const sponsor = await member();
    const first = await registrationBody(ctx);
    expect((await sponsor.call('POST', '/api/users', first)).statusCode).toBe(201);
    const duplicate = { ...(await registrationBody(ctx)), [field]: field === 'username' ? first.username.toUpperCase() : first[field] };
    if (field === 'email') duplicate.emailRepeat = first.email;
    const before = await ctx.database.db.$count(users);
    const response = await sponsor.call('POST', '/api/users', duplicate);
    expect(response.statusCode).toBe(400);
    expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath: field, code, message })]);
    expect(await ctx.database.db.$count(users)).toBe(before);
  });

  it('keeps the upline rule: only under someone of the caller network', async () => {
    const sponsor = await member();
    // On the root's other leg: outside the caller's binary downline.
    const stranger = await registerMember(ctx, { position: 'right' });
    const response = await sponsor.call('POST', '/api/users', await registrationBody(ctx, { uplineUser: stranger.username }));
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('UPLINE_NOT_FOUND');
  });

  it('decides who may call before reading the body: 401 without a session, 403 for an inactive member or an admin', async () => {
    const broken = { payload: '{"broken":', headers: { 'content-type': 'application/json' } };
    const anonymous = await ctx.app.server.inject({ method: 'POST', url: '/api/users', ...broken });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHORIZED']);

    // A lapsed member keeps a session (to reactivate) but may not grow the network.
    const lapsed = await registerMember(ctx);
    await setUserFlags(ctx, lapsed.username, { isActive: false, paidUntil: '2020-01-31' });
    const lapsedToken = await ctx.tokenFor(lapsed.username, 'Member1234');
    const inactive = await ctx.app.server.inject({
      method: 'POST', url: '/api/users', payload: broken.payload,
      headers: { ...broken.headers, authorization: `Bearer ${lapsedToken}`, 'accept-language': 'es' },
    });
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toMatchObject({ code: 'USER_INACTIVE', 'hydra:description': 'Tu usuario no está activo' });
    expect(inactive.json().violations).toBeUndefined();

    const admin = await createAdmin(ctx);
    const asAdmin = await ctx.app.server.inject({
      method: 'POST', url: '/api/users', payload: await registrationBody(ctx), headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([asAdmin.statusCode, asAdmin.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('20 in-office registrations under one member at once: all placed, one member per slot', async () => {
    const sponsor = await member();
    const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => registrationBody(ctx, { position: i % 2 === 0 ? 'left' : 'right' })));
    const responses = await Promise.all(bodies.map((body) => sponsor.call('POST', '/api/users', body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));

    const placed = await ctx.database.db.select({ parent: users.binaryParentId, position: users.position, sponsorId: users.sponsorId })
      .from(users).where(inArray(users.username, bodies.map((b) => b.username)));
    expect(placed.every((p) => p.sponsorId === sponsor.id)).toBe(true);
    expect(new Set(placed.map((p) => `${p.parent}/${p.position}`)).size).toBe(20);
    const [slots] = rowsOf<{ taken: string; distinct_slots: string }>(await ctx.database.db.execute(sql`
      select count(*) as taken, count(distinct (binary_parent_id, position)) as distinct_slots from users where binary_parent_id is not null`));
    expect(Number(slots!.taken)).toBe(Number(slots!.distinct_slots));
    const sponsorRow = await findUser(ctx, sponsor.username);
    expect([sponsorRow.leftDirects, sponsorRow.rightDirects]).toEqual([10, 10]);
  });
});
