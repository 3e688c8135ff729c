import { clubInfoSchema, infoClubParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../auth/auth.plugin';
import { registerCatalogue } from '../catalogue/catalogue.routes';
import type { Db } from '../db/client';
import { clubInfo } from './club-info';
import { CLUBS } from './club-table';

/**
 * The clubs (issue 17): `/api/clubs` (members read the active ones; the console's table service edits them) and the
 * member's progress `GET /api/user/infoClub/{isTravel}` (spec section 7).
 */
export const clubsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  registerCatalogue(app, db, CLUBS);

  app.get('/api/user/infoClub/:isTravel', {
    config: { access: 'member' },
    schema: { tags: ['clubs'], params: infoClubParams, response: { 200: clubInfoSchema } },
  }, async (request) => clubInfo(db, requireSession(request).user.id, request.params.isTravel));
};
