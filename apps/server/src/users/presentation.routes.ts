import { eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { mayEnter } from '../memberships/membership-state';

/**
 * The public personal presentation page (issue 6): by username or landing-page name, what a visitor may
 * see of a member — first name, surname initial, photo — and the member's registration link.
 */
export const presentationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/presentation/:name', { schema: { tags: ['users'], params: z.object({ name: z.string().min(1).max(60) }) } }, async (request) => {
    const name = request.params.name.trim().toLowerCase();
    const [member] = await db.select({ user: users, firstName: profiles.name, surname: profiles.surname }).from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(or(eq(sql`lower(${users.username})`, name), eq(users.landPage, name)));
    if (!member || member.user.isSystem || !mayEnter(member.user)) throw new AppError('USER_NOT_FOUND');
    const { username } = member.user;
    return {
      username,
      name: [member.firstName ?? username, member.surname ? `${member.surname[0]}.` : ''].filter(Boolean).join(' '),
      image: null,
      landPage: member.user.landPage,
      registrationLink: `/auth/registration/${encodeURIComponent(username)}`,
    };
  });
};
