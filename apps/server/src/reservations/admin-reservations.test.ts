import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAccounts, mediaObjects, profiles, users } from '../db/schema';
import { checkLedger } from '../ledger/ledger-check';
import { memberBalances } from '../ledger/ledger.service';
import { useTestApp } from '../test/build-app';
import { createAdmin, MEMBER_PASSWORD, memberClient, registerPaidMember, setUserFlags } from '../test/factories';
import { createExcursion, createJourney, credit, multipartBody, passenger } from './test-catalogue';

const ctx = useTestApp();
const fixture = (name: string) => readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url));

async function member(sponsor?: string) {
  const m = await registerPaidMember(ctx, 2, sponsor ? { sponsor } : {});
  await credit(ctx.database.db, m.id, 'enjoy_points', 300_000);
  await credit(ctx.database.db, m.id, 'wallet_available', 300_000);
  return { ...m, call: await memberClient(ctx, m.username) };
}

/** An admin; `withProfile`: a registered member made admin, so the console can show their name. */
async function staff(withProfile = false) {
  let admin: { id: number; username: string; token: string };
  if (withProfile) {
    const m = await registerPaidMember(ctx, 2);
    await setUserFlags(ctx, m.username, { roles: ['ROLE_ADMIN'] });
    admin = { id: m.id, username: m.username, token: await ctx.tokenFor(m.username, MEMBER_PASSWORD) };
  } else {
    const created = await createAdmin(ctx);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, created.username));
    admin = { ...created, id: row!.id };
  }
  const { token } = admin;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  return {
    ...admin,
    call: (method: 'GET' | 'POST', url: string, payload?: object) => ctx.app.server.inject({ method, url, payload, headers }),
    upload: async (url: string, file: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> }, fields: Record<string, string> = {}) => {
      const { payload, contentType } = await multipartBody(file, fields);
      return ctx.app.server.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });
    },
  };
}

const company = async (kind: 'company_reservations_held' | 'company_revenue') =>
  (await ctx.database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(and(isNull(ledgerAccounts.userId), eq(ledgerAccounts.kind, kind))))[0]?.balance ?? 0;
const refusal = (response: { statusCode: number; json(): { code: string } }) => [response.statusCode, response.json().code];
/** The console's address of a reservation (`/api/reservations/7` → `/api/admin/reservations/7`). */
const inConsole = (id: string) => id.replace('/api/reservations/', '/api/admin/reservations/');
const pdf = () => ({ name: 'ticket.pdf', type: 'application/pdf', bytes: new Uint8Array(fixture('tiny.pdf')) });

describe('staff actions on reservations (DESIGN.md section 7b)', () => {
  it('confirm a paid reservation with its ticket: the held money becomes revenue and the member downloads the ticket', async () => {
    const m = await member();
    const admin = await staff();
    const { '@id': id } = (await m.call('POST', '/api/reservations', { type: 'trip', event: (await createJourney(ctx.database.db)).id, passengers: [passenger()] })).json();
    expect(refusal(await admin.upload(`${inConsole(id)}/confirm`, pdf()))).toEqual([409, 'RESERVATION_STATE']);
    await m.call('POST', `${id}/pay`);
    const [held, revenue] = [await company('company_reservations_held'), await company('company_revenue')];

    expect(refusal(await m.call('POST', `${inConsole(id)}/confirm`))).toEqual([403, 'FORBIDDEN']);
    const notAFile = await admin.upload(`${inConsole(id)}/confirm`, { name: 'ticket.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('not a pdf') });
    expect(notAFile.json().violations).toEqual([expect.objectContaining({ propertyPath: 'file', code: 'validation.documentFile' })]);

    const confirmed = (await admin.upload(`${inConsole(id)}/confirm`, pdf())).json();
    expect(confirmed).toMatchObject({ status: 'confirmed', ticket: `${id}/ticket`, cancellation: null, confirmedAt: expect.any(String) });
    expect(await company('company_reservations_held')).toBe(held - 100_000);
    expect(await company('company_revenue')).toBe(revenue + 100_000);

    const ticket = await m.call('GET', `${id}/ticket`);
    expect([ticket.statusCode, ticket.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(ticket.rawPayload.equals(fixture('tiny.pdf'))).toBe(true);
    expect(refusal(await m.call('POST', `${id}/cancel`))).toEqual([409, 'RESERVATION_STATE']);
    const other = await member();
    expect(refusal(await other.call('GET', `${id}/ticket`))).toEqual([404, 'NOT_FOUND']);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('confirm with a ticket uploaded before; a member can neither upload a ticket nor reuse one', async () => {
    const m = await member();
    const admin = await staff();
    const journey = await createJourney(ctx.database.db, { price: 20_000 });
    const { '@id': id } = (await m.call('POST', '/api/reservations', { type: 'trip', event: journey.id, passengers: [passenger()] })).json();
    const memberUpload = await multipartBody(pdf(), { kind: 'ticket' });
    const refused = await ctx.app.server.inject({
      method: 'POST', url: '/api/media_objects', payload: memberUpload.payload,
      headers: { authorization: `Bearer ${await ctx.tokenFor(m.username, 'Member1234')}`, 'content-type': memberUpload.contentType },
    });
    expect(refused.json().violations).toEqual([expect.objectContaining({ propertyPath: 'kind', code: 'validation.invalid' })]);

    const media = (await admin.upload('/api/media_objects', { ...pdf(), name: 'e-ticket.pdf' }, { kind: 'ticket' })).json();
    const confirmed = (await admin.call('POST', `${inConsole(id)}/confirm`, { ticket: media['@id'] })).json();
    expect(confirmed).toMatchObject({ status: 'confirmed', ticket: `${id}/ticket` });
    const [owner] = await ctx.database.db.select({ ownerId: mediaObjects.ownerId }).from(mediaObjects).where(eq(mediaObjects.id, media.id));
    expect(owner!.ownerId).toBe(m.id);
    expect((await m.call('GET', `/api/media_objects/${media.id}`)).json()).toMatchObject({ kind: 'ticket', originalName: 'e-ticket.pdf' });

    const second = (await m.call('POST', '/api/reservations', { type: 'trip', event: (await createJourney(ctx.database.db, { price: 20_000 })).id, passengers: [passenger()] })).json();
    const reused = await admin.call('POST', `${inConsole(second['@id'])}/confirm`, { ticket: media.id });
    expect(reused.json().violations).toEqual([expect.objectContaining({ propertyPath: 'ticket', code: 'validation.invalid' })]);
    expect(refusal(await admin.call('POST', `${inConsole(second['@id'])}/confirm`, {}))).toEqual([400, 'VALIDATION']);
  });

  it('mark the rest paid outside the back office (Enjoy bonus on the deposit\'s points) and cancel with a reason', async () => {
    const sponsor = await registerPaidMember(ctx, 2);
    const m = await member(sponsor.username);
    const admin = await staff();
    const { '@id': id } = (await m.call('POST', '/api/reservations', { type: 'trip', event: (await createJourney(ctx.database.db)).id, passengers: [passenger()] })).json();
    const console_ = inConsole(id);
    const paid = (await admin.call('POST', `${console_}/mark-paid`)).json();
    expect(paid).toMatchObject({ status: 'paid', paid: { enjoyPoints: 200, outside: 800 }, amountDue: 0 });
    expect((await memberBalances(ctx.database.db, sponsor.id)).travel_points).toBe(1_000);

    expect((await admin.call('POST', `${console_}/cancel`, { reason: ' ' })).json().violations).toEqual([expect.objectContaining({ propertyPath: 'reason', code: 'validation.required' })]);
    const cancelled = (await admin.call('POST', `${console_}/cancel`, { reason: 'Supplier cancelled the trip' })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'Supplier cancelled the trip' });
    expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(300_000);
    expect((await memberBalances(ctx.database.db, sponsor.id)).travel_points).toBe(0);
    expect((await admin.call('GET', `/api/admin/reservations?user=${m.id}`)).json()['hydra:member'].map((r: { code: string }) => r.code)).toEqual([cancelled.code]);
    expect(refusal(await m.call('GET', '/api/admin/reservations'))).toEqual([403, 'FORBIDDEN']);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });
});

describe('booking by the assistance phone', () => {
  it('books an off-catalogue service or a catalogue item for a member, paid 100 % with Enjoy Points at once', async () => {
    const sponsor = await registerPaidMember(ctx, 2);
    const m = await member(sponsor.username);
    const admin = await staff();
    const service = await admin.call('POST', '/api/admin/reservations', {
      type: 'enjoyPoints', user: `/api/users/${m.id}`, service: 'Hotel Avenida, Lisboa, 2 nights', amount: 240.5, dateAt: '2027-05-01', passengers: [passenger()],
    });
    expect(service.statusCode).toBe(201);
    expect(service.json()).toMatchObject({
      type: 'enjoyPoints', status: 'paid', event: null, service: 'Hotel Avenida, Lisboa, 2 nights', total: 240.5, amountPaid: 240.5,
      paid: { enjoyPoints: 240.5, wallet: 0 }, bookedBy: { '@id': `/api/users/${admin.id}`, id: admin.id, username: admin.username, name: null },
    });
    // 5 % of 240.50 € = 12.025, rounded half up to 12.03 Travel Points.
    expect((await memberBalances(ctx.database.db, sponsor.id)).travel_points).toBe(1_203);

    const gto = await createJourney(ctx.database.db, { family: 'gto' });
    const trip = (await admin.call('POST', '/api/admin/reservations', { type: 'trip', user: m.id, event: gto.id, passengers: [passenger()] })).json();
    expect(trip).toMatchObject({ type: 'trip', status: 'paid', paid: { enjoyPoints: 1000 } });
    expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(300_000 - 24_050 - 100_000);
    // GTO journeys pay no Enjoy bonus.
    expect((await memberBalances(ctx.database.db, sponsor.id)).travel_points).toBe(1_203);
    expect((await checkLedger(ctx.database.db)).ok).toBe(true);
  });

  it('refuses an inactive distributor, Enjoy Points that do not cover everything, and an unknown member; nothing changes', async () => {
    const m = await member();
    const admin = await staff();
    const journey = await createJourney(ctx.database.db, { price: 400_000, deposit: 10_000 });
    expect(refusal(await admin.call('POST', '/api/admin/reservations', { type: 'trip', user: m.id, event: journey.id, passengers: [passenger()] })))
      .toEqual([422, 'ENJOY_POINTS_NOT_ENOUGH']);
    expect(refusal(await admin.call('POST', '/api/admin/reservations', { type: 'trip', user: 2_000_000, event: journey.id, passengers: [passenger()] })))
      .toEqual([404, 'USER_NOT_FOUND']);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, m.id));
    const inactive = await admin.call('POST', '/api/admin/reservations', { type: 'enjoyPoints', user: m.id, service: 'Tour', amount: 10, dateAt: '2027-05-01', passengers: [passenger()] });
    expect([...refusal(inactive), inactive.json()['hydra:description']]).toEqual([422, 'RESERVATION_NOT_ALLOWED', "You can't make a reservation"]);
    expect((await memberBalances(ctx.database.db, m.id)).enjoy_points).toBe(300_000);
    expect((await admin.call('GET', `/api/admin/reservations?user=${m.id}`)).json()['hydra:totalItems']).toBe(0);
  });
});

describe('the console\'s reservation list and item', () => {
  it('say who of the staff booked by phone (name from their profile); a member\'s own booking has nobody, and the member\'s view is unchanged', async () => {
    const m = await member();
    const admin = await staff(true);
    const [profile] = await ctx.database.db.select({ name: profiles.name, surname: profiles.surname }).from(profiles).where(eq(profiles.userId, admin.id));
    const bookedBy = { '@id': `/api/users/${admin.id}`, id: admin.id, username: admin.username, name: `${profile!.name} ${profile!.surname}` };
    const byPhone = (await admin.call('POST', '/api/admin/reservations', {
      type: 'enjoyPoints', user: m.id, service: 'Airport transfer', amount: 30, dateAt: '2027-05-01', passengers: [passenger()],
    })).json();
    expect(byPhone.bookedBy).toEqual(bookedBy);
    const own = (await m.call('POST', '/api/reservations', { type: 'trip', event: (await createJourney(ctx.database.db)).id, passengers: [passenger()] })).json();

    const item = await admin.call('GET', `/api/admin/reservations/${byPhone.id}`);
    expect([item.statusCode, item.json().bookedBy]).toEqual([200, bookedBy]);
    expect((await admin.call('GET', `/api/admin/reservations/${own.id}`)).json()).toMatchObject({ code: own.code, bookedBy: null });
    const list = (await admin.call('GET', `/api/admin/reservations?user=${m.id}&order[id]=asc`)).json()['hydra:member'];
    expect(list.map((r: { code: string; bookedBy: unknown }) => [r.code, r.bookedBy])).toEqual([[byPhone.code, bookedBy], [own.code, null]]);

    expect((await m.call('GET', `/api/reservations/${byPhone.id}`)).json().bookedBy).toBe(`/api/users/${admin.id}`);
    expect(refusal(await m.call('GET', `/api/admin/reservations/${own.id}`))).toEqual([403, 'FORBIDDEN']);
    expect(refusal(await admin.call('GET', '/api/admin/reservations/2000000'))).toEqual([404, 'NOT_FOUND']);
  });

  it('filters by the booked items (event[]: their IRIs); a bad one is a translated 400', async () => {
    const [a, b] = [await member(), await member()];
    const admin = await staff();
    const [first, second] = [await createJourney(ctx.database.db), await createJourney(ctx.database.db)];
    const onFirst = (await a.call('POST', '/api/reservations', { type: 'trip', event: first.id, passengers: [passenger()] })).json();
    await b.call('POST', '/api/reservations', { type: 'trip', event: second.id, passengers: [passenger()] });
    const excursion = await createExcursion(ctx.database.db, first.id);
    const onExcursion = (await a.call('POST', '/api/reservations', { type: 'excursion', event: excursion.id, passengers: [passenger()] })).json();

    const codes = async (query: string) => (await admin.call('GET', `/api/admin/reservations?${query}`)).json()['hydra:member'].map((r: { code: string }) => r.code);
    expect(await codes(`event[]=/api/travel/${first.id}`)).toEqual([onFirst.code]);
    expect(await codes(`event[]=/api/excursions/${excursion.id}`)).toEqual([onExcursion.code]);
    expect(await codes(`event[]=/api/travel/${first.id}&event[]=/api/excursions/${excursion.id}&order[id]=asc`)).toEqual([onFirst.code, onExcursion.code]);
    const bad = await admin.call('GET', '/api/admin/reservations?event[]=/api/travel/abc');
    expect([bad.statusCode, bad.json().violations[0].propertyPath, bad.json().violations[0].message]).toEqual([400, 'event[]', 'event[] is not valid']);
  });
});
