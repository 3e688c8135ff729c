import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { payments, registerOrders } from '../db/schema';
import type { TestContext } from '../test/build-app';
import { createAdmin, memberClient, membershipByLevel } from '../test/factories';

type Caller = Awaited<ReturnType<typeof memberClient>>;

/** An admin calling the API (answers in English unless a call names its language). */
export async function adminCaller(ctx: TestContext): Promise<Caller> {
  return memberClient(ctx, (await createAdmin(ctx)).username);
}

/**
 * The two steps of spec section 4 for a start-level registration payment of `userId`, as an admin acting for them:
 * the first refused step's answer, or the order's.
 */
export async function createRegistrationPayment(ctx: TestContext, call: Caller, userId: number, language = 'en'): Promise<LightMyRequestResponse> {
  const headers = { 'accept-language': language };
  const prepared = await call('POST', '/api/payments', { user: `/api/users/${userId}`, paymentBy: 'TRANS_PAYMENT', action: 'register', amount: 0, type: 'register' }, headers);
  if (prepared.statusCode !== 201) return prepared;
  return call('POST', '/api/register_orders', { newMember: (await membershipByLevel(ctx, 2)).id, payment: prepared.json().id }, headers);
}

/**
 * A second pending registration payment with its order, written straight into the database as the code before
 * issue 18 item 20 let one be made: the leftovers that may still exist.
 */
export async function copyAsLeftover(db: Db, paymentId: number): Promise<number> {
  const [original] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const [order] = await db.select().from(registerOrders).where(eq(registerOrders.paymentId, paymentId));
  const { id: _id, createdAt: _created, ...copy } = original!;
  const [leftover] = await db.insert(payments).values(copy).returning();
  await db.insert(registerOrders).values({ paymentId: leftover!.id, newMemberId: order!.newMemberId, extra: order!.extra });
  return leftover!.id;
}
