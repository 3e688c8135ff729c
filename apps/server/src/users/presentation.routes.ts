import { and, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { mediaObjects, profiles, users } from '../db/schema';
import { AppError } from '../lib/errors';
import { sendMedia } from '../media/media.presenter';
import type { MediaService } from '../media/media.service';
import { mayEnter } from '../memberships/membership-state';

const nameParams = z.object({ name: z.string().min(1).max(60) });

/** The member a presentation page shows, by username or landing-page name; blocked, unpaid and system users have none. */
async function presentedMember(db: Db, rawName: string) {
  const name = rawName.trim().toLowerCase();
  const [member] = await db.select({
    user: users,
    firstName: profiles.name,
    surname: profiles.surname,
    photoId: sql<number | null>`(select max(${mediaObjects.id}) from ${mediaObjects} where ${and(eq(mediaObjects.ownerId, users.id), eq(mediaObjects.kind, 'photo'))})`,
  }).from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(or(eq(sql`lower(${users.username})`, name), eq(users.landPage, name)));
  if (!member || member.user.isSystem || !mayEnter(member.user)) throw new AppError('USER_NOT_FOUND');
  return member;
}

/**
 * The public personal presentation page (issue 6): by username or landing-page name, what a visitor may
 * see of a member — first name, surname initial, photo — and the member's registration link.
 */
export const presentationRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaService }> = async (app, { db, media }) => {
  app.get('/api/presentation/:name', { config: { access: 'public' }, schema: { tags: ['users'], params: nameParams } }, async (request) => {
    const member = await presentedMember(db, request.params.name);
    const { username } = member.user;
    return {
      username,
      name: [member.firstName ?? username, member.surname ? `${member.surname[0]}.` : ''].filter(Boolean).join(' '),
      // The photo's id in the address: a new photo is a new URL, so a cached old one is never shown.
      image: member.photoId ? `/api/presentation/${encodeURIComponent(username)}/photo?v=${member.photoId}` : null,
      landPage: member.user.landPage,
      registrationLink: `/auth/registration/${encodeURIComponent(username)}`,
    };
  });

  // Public like the page itself, and only ever the photo: identity and bank documents stay behind the owner check.
  app.get('/api/presentation/:name/photo', { config: { access: 'public' }, schema: { tags: ['users'], params: nameParams } }, async (request, reply) => {
    const member = await presentedMember(db, request.params.name);
    const photo = await media.current(member.user.id, 'photo');
    if (!photo) throw new AppError('NOT_FOUND');
    return sendMedia(reply, photo, photo.content, 'inline');
  });
};
