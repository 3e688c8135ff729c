import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@vo/domain';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentMembership } from './memberships.presenter';

/** Membership options are public: the registration form lists them before anyone signs in. */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/member_ships', { config: { access: 'public' }, schema: { tags: ['memberships'] } }, (request) =>
    listTable(db, request, memberships, {
      order: { id: memberships.id, level: memberships.level },
      defaultOrder: [memberships.level, 'asc'],
      filters: {
        type: { column: memberships.type, parse: parseAs.text },
        isDefault: { column: memberships.isDefault, parse: parseAs.boolean },
        active: { column: memberships.active, parse: parseAs.boolean },
        level: { column: memberships.level, parse: parseAs.integer },
      },
    }, presentMembership));

  app.get('/api/member_ships/:id', { config: { access: 'public' }, schema: { tags: ['memberships'], params: idParams } }, async (request) => {
    const [row] = await db.select().from(memberships).where(eq(memberships.id, request.params.id));
    if (!row) throw new AppError('NOT_FOUND');
    return presentMembership(row);
  });
};
