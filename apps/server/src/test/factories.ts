import { and, eq, sql } from 'drizzle-orm';
import type { RegistrationInput } from '@vo/domain';
import { countries, memberships, users } from '../db/schema';
import { ROOT_USERNAME } from '../seed/reference';
import type { TestContext } from './build-app';

let sequence = 0;
export const MEMBER_PASSWORD = 'Member1234';

/** A valid registration body; every call gets its own username, e-mail and dni. */
export async function registrationBody(ctx: TestContext, overrides: Partial<RegistrationInput> = {}): Promise<RegistrationInput> {
  sequence += 1;
  const tag = `${process.pid % 1000}${sequence}`;
  const [spain] = await ctx.database.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'ES'));
  const [pre] = await ctx.database.db.select({ id: memberships.id }).from(memberships)
    .where(and(eq(memberships.level, 1), eq(memberships.type, overrides.type ?? 'product')));
  const email = `member${tag}@example.test`;
  return {
    sponsor: ROOT_USERNAME,
    username: `member${tag}`,
    firstName: 'Test',
    lastName: 'Member',
    email,
    emailRepeat: email,
    password: MEMBER_PASSWORD,
    passwordRepeat: MEMBER_PASSWORD,
    dni: `X${tag.padStart(7, '0')}`,
    birthDate: '1990-01-15',
    mobile: '+34 600 123 456',
    address1: 'Calle Falsa 123',
    city: 'Madrid',
    postalCode: '28001',
    countryId: spain!.id,
    membershipId: pre!.id,
    acceptTerms: true,
    ...overrides,
  };
}

/** Registers through POST /api/register and returns the created user's id and username. */
export async function registerMember(ctx: TestContext, overrides: Partial<RegistrationInput> = {}) {
  const body = await registrationBody(ctx, overrides);
  const response = await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return { id: response.json().id as number, username: body.username, email: body.email as string };
}

export async function findUser(ctx: TestContext, username: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return user!;
}

export async function setUserFlags(ctx: TestContext, username: string, flags: Partial<typeof users.$inferInsert>) {
  await ctx.database.db.update(users).set(flags).where(eq(users.username, username));
}

/** An admin who can sign in with MEMBER_PASSWORD. */
export async function createAdmin(ctx: TestContext, username = `admin${++sequence}`) {
  const { hashPassword } = await import('../auth/passwords');
  await ctx.database.db.insert(users).values({
    username, email: `${username}@example.test`, passwordHash: await hashPassword(MEMBER_PASSWORD), roles: ['ROLE_ADMIN'], isActive: true,
  });
  return { username, token: await ctx.tokenFor(username, MEMBER_PASSWORD) };
}

/** Credits a member's available wallet from the company (as a commission would). */
export async function fundWallet(ctx: TestContext, userId: number, cents: number) {
  const { postTransaction } = await import('../ledger/ledger.service');
  await ctx.database.db.transaction((tx) => postTransaction(tx, {
    kind: 'test.funding', reason: 'test funding', postings: [
      { account: { userId, kind: 'wallet_available' }, amount: cents },
      { account: { company: 'company_commissions' }, amount: -cents },
    ],
  }));
}

/** Calls the API as a signed-in member (answers in English). */
export async function memberClient(ctx: TestContext, username: string, password = MEMBER_PASSWORD) {
  const token = await ctx.tokenFor(username, password);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) =>
    ctx.app.server.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': 'en', ...headers } });
}

/** A membership of the product plan by level (1 pre … 9 master). */
export async function membershipByLevel(ctx: TestContext, level: number) {
  const [row] = await ctx.database.db.select().from(memberships).where(and(eq(memberships.level, level), eq(memberships.type, 'product')));
  return row!;
}

/** A member on a paid level whose registration bank transfer an admin confirmed. */
export async function registerPaidMember(ctx: TestContext, level = 2, overrides: Partial<RegistrationInput> = {}) {
  const body = await registrationBody(ctx, { membershipId: (await membershipByLevel(ctx, level)).id, paymentMethod: 'TRANS_PAYMENT', ...overrides });
  const registered = (await ctx.app.server.inject({ method: 'POST', url: '/api/register', payload: body })).json();
  const admin = await createAdmin(ctx);
  await ctx.app.server.inject({ method: 'POST', url: `/api/admin/payments/${registered.payment.paymentId}/confirm`, headers: { authorization: `Bearer ${admin.token}` } });
  return { id: registered.id as number, username: body.username, paymentId: registered.payment.paymentId as number };
}
