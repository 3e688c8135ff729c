import { idParams, madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { assertOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { memberships, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { residualInfo } from './residual-info';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid').refine((v) => !Number.isNaN(Date.parse(v)), 'validation.invalid');

/** The current calendar month in Madrid, the default period. */
function thisMonth() {
  const today = madridDay();
  const [y, m] = today.split('-').map(Number) as [number, number];
  return { from: `${today.slice(0, 7)}-01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

export const residualInfoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post('/api/users/:id/residualInfo', {
    schema: {
      tags: ['commissions'], params: idParams,
      body: z.object({ from: day.optional(), to: day.optional() }).refine((b) => !b.from || !b.to || b.from <= b.to, { message: 'validation.invalid', path: ['to'] }).optional(),
    },
  }, async (request) => {
    const { user } = requireSession(request);
    assertOwnerOrAdmin(user, request.params.id, 'USER_NOT_FOUND');
    const [member] = await db.select({ id: users.id, sponsorPath: users.sponsorPath, unilevelDepth: memberships.unilevelDepth })
      .from(users).leftJoin(memberships, eq(memberships.id, users.membershipId)).where(eq(users.id, request.params.id));
    if (!member) throw new AppError('USER_NOT_FOUND');
    const period = { ...thisMonth(), ...request.body };
    return { user: `/api/users/${member.id}`, ...period, levels: await residualInfo(db, { ...member, unilevelDepth: member.unilevelDepth ?? 0 }, period.from, period.to) };
  });
};
