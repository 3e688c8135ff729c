import { payerOf } from './payment-methods';
import { idParam, idParams, monthlyAmountSchema, nextMonthlyAmountSchema, PAYMENT_BY_OPTIONS } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { monthlyAmount, nextMonthlyAmount } from './monthly-amount';
import { paidMonthlyPayments } from './paid-monthly-payments';
import { presentMonthlyAmount, presentNextMonthlyAmount } from './monthly-amount.presenter';

/** Spec section 7: the monthly fee of a plan per method, and a member's next monthly fee. */
export const monthlyAmountRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/member_ships/calculateAmountMonthly/:id/:payment_by', {
    schema: {
      tags: ['memberships'],
      params: z.object({ id: idParam, payment_by: z.enum(PAYMENT_BY_OPTIONS, 'validation.invalid') }),
      response: { 200: monthlyAmountSchema },
    },
  }, async (request) => {
    const session = requireSession(request);
    // The caller's next fee of that level: its position follows their own paid monthly payments of it.
    const paid = await paidMonthlyPayments(db, session.user.id, request.params.id);
    return presentMonthlyAmount(await monthlyAmount(db, request.params.id, request.params.payment_by, payerOf(session), paid));
  });

  // The member's own next fee (an admin: anyone's), before any provider fee, and when it falls due.
  app.get('/api/payments/calculateAmountMonthly/:id', {
    schema: { tags: ['payments'], params: idParams, response: { 200: nextMonthlyAmountSchema } },
  }, async (request) => presentNextMonthlyAmount(await nextMonthlyAmount(db, requireSession(request).user, request.params.id)));
};
