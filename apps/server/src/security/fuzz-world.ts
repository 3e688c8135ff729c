import { readFileSync } from 'node:fs';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  documentAcceptances, enjoyPassAccesses, googleFas, insuranceAccesses, invoices, ledgerAccounts, ledgerEntries, loginFailures, mediaObjects, payments, profiles,
  registerOrders, reservations, shopOrders, supportTickets, transfers, userEnjoys, userStats, users,
} from '../db/schema';
import { ROOT_USERNAME } from '../seed/reference';
import type { TestContext } from '../test/build-app';
import { createAdmin, fundWallet, MEMBER_PASSWORD, registerPaidMember } from '../test/factories';
import { createJourney, credit, passenger } from '../reservations/test-catalogue';
import { countryId, createProduct } from '../shop/test-shop';
import type { Actor } from './fuzz-requests';
import { OWNED_RECORDS, type OwnedRecord } from './fuzz-policy';

/** A signed-in member with records of every kind, and text only they should ever see. */
export interface SeededMember {
  id: number;
  username: string;
  records: Record<OwnedRecord, number[]>;
  secrets: string[];
}

export interface FuzzWorld {
  member: SeededMember;
  other: SeededMember;
  admin: { id: number; username: string };
  tokens: Record<Actor, string | null>;
}

const call = (ctx: TestContext, token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

async function uploadPhoto(ctx: TestContext, token: string) {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', new Blob([readFileSync(new URL('../test/fixtures/tiny.png', import.meta.url))], { type: 'image/png' }), 'me.png');
  const request = new Request('http://local/', { method: 'POST', body: form });
  await ctx.app.server.inject({
    method: 'POST', url: '/api/media_objects', payload: Buffer.from(await request.arrayBuffer()),
    headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type')! },
  });
}

/** A paid member with a payment and its invoice, a payout request, a help-desk ticket, a photo, stats, an enjoy bonus and a reservation. */
async function seedMember(ctx: TestContext, sponsorId: number, position: 'left' | 'right'): Promise<SeededMember> {
  const { db } = ctx.database;
  const { id, username } = await registerPaidMember(ctx, 2, { position });
  const token = await ctx.tokenFor(username, MEMBER_PASSWORD);
  const secret = `SECRET-${username}`;
  await db.update(profiles).set({ iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX' }).where(eq(profiles.userId, id));
  await fundWallet(ctx, id, 100_000);
  await call(ctx, token, 'POST', '/api/transfers', { requestAmount: 60 });
  await call(ctx, token, 'POST', '/api/support_tickets', { subject: secret, body: `${secret} my bank details` });
  await call(ctx, token, 'POST', '/api/google_fas', { action: 'setup' });
  await uploadPhoto(ctx, token);
  await db.insert(userStats).values({ userId: id, day: '2026-01-15', leftMembers: 1, rightMembers: 0, leftActive: 1, rightActive: 0, leftPoints: 100, rightPoints: 0 });
  await db.insert(userEnjoys).values({ userId: id, fromUserId: sponsorId, level: 1, points: 500, reference: secret });
  await credit(db, id, 'enjoy_points', 100_000);
  await call(ctx, token, 'POST', '/api/reservations', { type: 'trip', event: (await createJourney(db)).id, passengers: [passenger({ comments: secret })] });
  await call(ctx, token, 'POST', '/api/insurance_accesses', {});
  const country = await countryId(db, 'ES');
  await call(ctx, token, 'POST', '/api/shop_orders', { country, items: [{ product: (await createProduct(db, { countryId: country })).id, quantity: 9 }], paymentBy: 'TRANS_PAYMENT' });
  // A given Enjoy Pass without buying one first: the fuzz test needs the record, not the purchase.
  await db.insert(enjoyPassAccesses).values({ userId: id, email: `pass-${username}@example.test`, login: `EP${username}`.slice(0, 40), passwordHash: 'not-a-hash', validUntil: '2099-12-31' });

  const ids = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
  const paymentIds = await ids(db.select({ id: payments.id }).from(payments).where(eq(payments.userId, id)));
  const records: Record<OwnedRecord, number[]> = {
    user: [id],
    payment: paymentIds,
    registerOrder: paymentIds.length ? await ids(db.select({ id: registerOrders.id }).from(registerOrders).where(inArray(registerOrders.paymentId, paymentIds))) : [],
    invoice: await ids(db.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, id))),
    transfer: await ids(db.select({ id: transfers.id }).from(transfers).where(eq(transfers.userId, id))),
    ticket: await ids(db.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, id))),
    media: await ids(db.select({ id: mediaObjects.id }).from(mediaObjects).where(eq(mediaObjects.ownerId, id))),
    profile: await ids(db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, id))),
    walletMovement: await ids(db.select({ id: ledgerEntries.id }).from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId)).where(eq(ledgerAccounts.userId, id))),
    userStat: await ids(db.select({ id: userStats.id }).from(userStats).where(eq(userStats.userId, id))),
    userEnjoy: await ids(db.select({ id: userEnjoys.id }).from(userEnjoys).where(eq(userEnjoys.userId, id))),
    acceptance: await ids(db.select({ id: documentAcceptances.id }).from(documentAcceptances).where(eq(documentAcceptances.userId, id))),
    twoFactor: await ids(db.select({ id: googleFas.id }).from(googleFas).where(eq(googleFas.userId, id))),
    reservation: await ids(db.select({ id: reservations.id }).from(reservations).where(eq(reservations.userId, id))),
    insuranceAccess: await ids(db.select({ id: insuranceAccesses.id }).from(insuranceAccesses).where(eq(insuranceAccesses.userId, id))),
    enjoyPassAccess: await ids(db.select({ id: enjoyPassAccesses.id }).from(enjoyPassAccesses).where(eq(enjoyPassAccesses.userId, id))),
    shopOrder: await ids(db.select({ id: shopOrders.id }).from(shopOrders).where(eq(shopOrders.userId, id))),
  };
  const [email] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return { id, username, records, secrets: [secret, email!.email] };
}

/** Two unrelated members (neither in the other's downline) with records of every kind, and an admin. */
export async function seedWorld(ctx: TestContext): Promise<FuzzWorld> {
  const [root] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, ROOT_USERNAME));
  // One in each leg of the root: neither is in the other's binary or unilevel downline.
  const member = await seedMember(ctx, root!.id, 'left');
  const other = await seedMember(ctx, root!.id, 'right');
  for (const kind of OWNED_RECORDS) {
    if (!member.records[kind].length || !other.records[kind].length) throw new Error(`fuzz world: no ${kind} seeded`);
  }
  const admin = await createAdmin(ctx);
  const [adminRow] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.username, admin.username));
  return {
    member, other, admin: { id: adminRow!.id, username: admin.username },
    tokens: {
      anonymous: null,
      member: await ctx.tokenFor(member.username, MEMBER_PASSWORD),
      other: await ctx.tokenFor(other.username, MEMBER_PASSWORD),
      admin: admin.token,
    },
  };
}

/**
 * Gives an actor back a working session when the fuzzer ended it (logout, an admin blocking the
 * member or asking for a new password, a locked account): the row as seeded, then a fresh login.
 */
export async function restoreSession(ctx: TestContext, world: FuzzWorld, actor: Exclude<Actor, 'anonymous'>) {
  const { username } = actor === 'admin' ? world.admin : world[actor];
  const { hashPassword } = await import('../auth/passwords');
  const { db } = ctx.database;
  await db.update(users).set({ isBlocked: false, isActive: true, mustChangePassword: false, passwordHash: await hashPassword(MEMBER_PASSWORD) })
    .where(eq(users.username, username));
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  await db.delete(googleFas).where(and(eq(googleFas.userId, row!.id), isNotNull(googleFas.enabledAt)));
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  world.tokens[actor] = await ctx.tokenFor(username, MEMBER_PASSWORD);
}
