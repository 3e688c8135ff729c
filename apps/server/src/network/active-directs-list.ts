import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentActiveDirect } from './directs.presenter';

/** GET /api/users/activeDirects: by the leg they joined (`sponsorLeg`) and username; sortable by id, username, date of join. */
export const ACTIVE_DIRECT_COLLECTION: CollectionSpec = {
  order: { id: users.id, username: users.username, dateOfJoin: users.dateOfJoin },
  defaultOrder: [users.id, 'asc'],
  filters: { sponsorLeg: { column: users.sponsorLeg, parse: parseAs.text } },
  search: [users.username],
};

/** One page of the viewer's own active directs (an admin's too: these are the members they sponsored). */
export function listActiveDirects(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listTable(db, request, users, ACTIVE_DIRECT_COLLECTION, presentActiveDirect, and(eq(users.sponsorId, viewer.id), eq(users.isActive, true)));
}
