import { idParam, idParams, PAYMENT_BY_OPTIONS } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../lib/errors';
import { monthlyAmount } from './monthly-amount';

/** Spec section 7: the monthly fee of a plan per method, and a member's next monthly fee. */
export const monthlyAmountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/member_ships/calculateAmountMonthly/:id/:payment_by', {
    schema: { tags: ['memberships'], params: z.object({ id: idParam, payment_by: z.enum(PAYMENT_BY_OPTIONS, 'validation.invalid') }) },
  }, async (request) => {
    requireSession(request);
    return monthlyAmount(db, request.params.id, request.params.payment_by);
  });

  // The member's own next fee (an admin: anyone's), before any provider fee, and when it falls due.
  app.get('/api/payments/calculateAmountMonthly/:id', { schema: { tags: ['payments'], params: idParams } }, async (request) => {
    const { user } = requireSession(request);
    assertOwnerOrAdmin(user, request.params.id, 'USER_NOT_FOUND');
    const [member] = await db.select({ membershipId: users.membershipId, paidUntil: users.paidUntil }).from(users).where(eq(users.id, request.params.id));
    if (!member) throw new AppError('USER_NOT_FOUND');
    if (!member.membershipId) throw new AppError('NOT_MONTHLY_PAYMENT');
    const amount = await monthlyAmount(db, member.membershipId);
    return { user: `/api/users/${request.params.id}`, ...amount, dueOn: member.paidUntil };
  });
};
