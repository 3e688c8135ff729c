import { addDays, madridDay, type RegistrationInput } from '@vo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, payments, users } from '../db/schema';
import { useTestApp } from '../test/build-app';
import { adminCaller, createRegistrationPayment } from '../payments/test-registration-payment';
import { createAdmin, findUser, memberClient, membershipByLevel, registerPaidMember, registrationBody } from '../test/factories';

const ctx = useTestApp();
const today = madridDay();

/** Calls the API as a fresh admin, in English. */
async function adminClient() {
  const { token } = await createAdmin(ctx);
  return (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
}
type AdminCall = Awaited<ReturnType<typeof adminClient>>;

/** An offer of the product level `level` on the days `from`..`to` (offsets from today). */
async function createOffer(call: AdminCall, level: number, registrationPrice: number, from = -1, to = 5, active = true) {
  const membershipId = (await membershipByLevel(ctx, level)).id;
  return call('POST', '/api/admin/special_offers', { membershipId, registrationPrice, validFrom: addDays(today, from), validTo: addDays(today, to), active });
}

const register = (payload: object, url = '/api/register', headers: Record<string, string> = {}) =>
  ctx.app.server.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en', ...headers } });

async function paidSignUp(level: number, specialOfferId?: number): Promise<RegistrationInput> {
  return registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, level)).id, paymentMethod: 'TRANS_PAYMENT', specialOfferId });
}

const counts = async () => ({ users: await ctx.database.db.$count(users), payments: await ctx.database.db.$count(payments) });

describe('special offers (decision 117)', () => {
  it('refuses a member (403) and an anonymous caller (401) before reading the body', async () => {
    const member = await registerPaidMember(ctx);
    const asMember = await memberClient(ctx, member.username);
    expect((await asMember('POST', '/api/admin/special_offers', { nonsense: true })).statusCode).toBe(403);
    expect((await ctx.app.server.inject({ method: 'PATCH', url: '/api/admin/special_offers/1', payload: { active: 'x' } })).statusCode).toBe(401);
    expect((await asMember('GET', '/api/admin/special_offers')).statusCode).toBe(403);
  });

  it('prices a sign-up that takes the level\'s offer at the offer and marks the newcomer isPromotion', async () => {
    const call = await adminClient();
    const created = await createOffer(call, 2, 40);
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ '@type': 'SpecialOffer', registrationPrice: 40, membership: { level: 2, positionAmount: 50 }, active: true, current: true });

    // The public memberships carry today's offer; other levels none.
    const levels = (await ctx.app.server.inject({ method: 'GET', url: '/api/member_ships?type=product' })).json()['hydra:member'];
    expect(levels.find((m: { level: number }) => m.level === 2).specialOffer).toEqual({ id: offer.id, registrationPrice: 40, validTo: addDays(today, 5) });
    expect(levels.find((m: { level: number }) => m.level === 3).specialOffer).toBeNull();

    const body = await paidSignUp(2, offer.id);
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    // 40 € + 7 % VAT, no fee by bank transfer (the level's own price is 50 €: 53.50).
    expect(response.json()).toMatchObject({ isPromotion: true, payment: { amount: 42.8 } });
    const newcomer = await findUser(ctx, body.username);
    expect(newcomer).toMatchObject({ isPromotion: true, specialOfferId: offer.id });
    // Its payment expires and another is ordered after the offer ended: the sign-up keeps the price it was taken at.
    await ctx.database.db.update(payments).set({ status: 'expired' }).where(eq(payments.userId, newcomer.id));
    expect((await call('PATCH', `/api/admin/special_offers/${offer.id}`, { active: false })).statusCode).toBe(200);
    expect((await createRegistrationPayment(ctx, await adminCaller(ctx), newcomer.id)).statusCode).toBe(201);
    const [again] = await ctx.database.db.select().from(payments).where(and(eq(payments.userId, newcomer.id), eq(payments.status, 'pending')));
    expect(again).toMatchObject({ net: 4000, total: 4280 });
    // Without the offer the same level costs its own price and the flag stays off.
    const plain = await register(await paidSignUp(2));
    expect(plain.json()).toMatchObject({ isPromotion: false, payment: { amount: 53.5 } });

    const [audited] = await ctx.database.db.select().from(auditEvents)
      .where(and(eq(auditEvents.kind, 'setting_change'), sql`${auditEvents.details}->>'entity' = 'special_offer'`, sql`(${auditEvents.details}->>'entityId')::int = ${offer.id}`));
    expect(audited?.details).toMatchObject({ created: { registrationPrice: 40, active: true } });
  });

  it('answers 409 PROMOTION_NOT_AVAILABLE and creates nothing when the offer has ended, is another level\'s, or never existed', async () => {
    const call = await adminClient();
    const sponsor = await registerPaidMember(ctx);
    const office = await memberClient(ctx, sponsor.username);
    const offer = (await createOffer(call, 5, 300)).json();
    const body = await paidSignUp(5, offer.id);
    // The offer ends while the newcomer fills in the form.
    const ended = await call('PATCH', `/api/admin/special_offers/${offer.id}`, { validTo: addDays(today, -1), validFrom: addDays(today, -3) });
    expect(ended.json()).toMatchObject({ current: false });
    const before = await counts();
    for (const payload of [body, await paidSignUp(6, offer.id), await paidSignUp(5, 999_999)]) {
      const refused = await register(payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', 'hydra:description': expect.stringMatching(/^There is no Special Offer/) });
    }
    expect(await counts()).toEqual(before);
    // Spanish too, and the in-office registration (POST /api/users) shares the rule.
    const fromOffice = await office('POST', '/api/users', await paidSignUp(5, offer.id), { 'accept-language': 'es' });
    expect(fromOffice.json()).toMatchObject({ code: 'PROMOTION_NOT_AVAILABLE', 'hydra:description': expect.stringMatching(/^No hay Oferta Especial/) });
    expect(await counts()).toEqual(before);
  });

  it('refuses an active offer that shares a day with another of the level, and checks its figures', async () => {
    const call = await adminClient();
    expect((await createOffer(call, 3, 100, 0, 10)).statusCode).toBe(201);
    const overlap = await createOffer(call, 3, 90, 10, 20);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'SPECIAL_OFFER_OVERLAP', 'hydra:description': 'There is already an active special offer of this level on those days' });
    // Inactive, or on other days, it fits; activating it over the first is refused.
    const later = (await createOffer(call, 3, 90, 11, 20)).json();
    const draft = (await createOffer(call, 3, 80, 5, 6, false)).json();
    expect((await call('PATCH', `/api/admin/special_offers/${draft.id}`, { active: true })).json()).toMatchObject({ code: 'SPECIAL_OFFER_OVERLAP' });
    expect((await call('PATCH', `/api/admin/special_offers/${later.id}`, { registrationPrice: 85 })).json()).toMatchObject({ registrationPrice: 85 });

    const backwards = await createOffer(call, 4, 100, 5, 1);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().violations).toEqual([expect.objectContaining({ propertyPath: 'validTo', code: 'validation.offerDaysOrder' })]);
    const free = await createOffer(call, 1, 10);
    expect(free.json().violations).toEqual([expect.objectContaining({ propertyPath: 'membershipId', code: 'validation.invalid' })]);
    const patchBackwards = await call('PATCH', `/api/admin/special_offers/${later.id}`, { validTo: addDays(today, 1) });
    expect(patchBackwards.json().violations).toEqual([expect.objectContaining({ propertyPath: 'validTo', code: 'validation.offerDaysOrder' })]);
    expect((await call('PATCH', '/api/admin/special_offers/999999', { active: false })).statusCode).toBe(404);

    const listed = (await call('GET', `/api/admin/special_offers?membership=${(await membershipByLevel(ctx, 3)).id}`)).json();
    expect(listed['hydra:member'].map((o: { registrationPrice: number }) => o.registrationPrice)).toEqual([85, 80, 100]);
  });

  it('pages the list like the other admin lists: page and itemsPerPage, totalItems, the latest days first', async () => {
    const call = await adminClient();
    const level = (await membershipByLevel(ctx, 6)).id;
    // Inactive drafts never overlap: three of a level no other test uses on days 30, 40 and 50 from today.
    for (const from of [40, 30, 50]) expect((await createOffer(call, 6, from, from, from + 1, false)).statusCode).toBe(201);
    const page = async (n: number) => (await call('GET', `/api/admin/special_offers?membership=${level}&itemsPerPage=2&page=${n}`)).json();
    const first = await page(1);
    expect(first['hydra:totalItems']).toBe(3);
    expect(first['hydra:member'].map((o: { registrationPrice: number }) => o.registrationPrice)).toEqual([50, 40]);
    expect((await page(2))['hydra:member'].map((o: { registrationPrice: number }) => o.registrationPrice)).toEqual([30]);
  });

  it('decides parallel overlapping offers one at a time, and sign-ups racing the offer\'s end each see one state of it', async () => {
    const call = await adminClient();
    const answers = await Promise.all([0, 1, 2, 3].map(() => createOffer(call, 7, 900)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const offer = answers.find((a) => a.statusCode === 201)!.json();

    const before = await counts();
    const bodies = await Promise.all([0, 1, 2, 3, 4].map(() => paidSignUp(7, offer.id)));
    const [ending, ...signUps] = await Promise.all([call('PATCH', `/api/admin/special_offers/${offer.id}`, { active: false }), ...bodies.map((b) => register(b))]);
    expect(ending.statusCode).toBe(200);
    const accepted = signUps.filter((r) => r.statusCode === 201);
    expect(signUps.every((r) => r.statusCode === 201 || r.json().code === 'PROMOTION_NOT_AVAILABLE')).toBe(true);
    // 900 € + 7 % VAT for every sign-up that got in; nothing at all for the others.
    for (const r of accepted) expect(r.json()).toMatchObject({ isPromotion: true, payment: { amount: 963 } });
    expect(await counts()).toEqual({ users: before.users + accepted.length, payments: before.payments + accepted.length });
  });
});
