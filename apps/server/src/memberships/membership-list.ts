import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { memberships } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentAdminMembership, presentMembership } from './memberships.presenter';

/** GET /api/member_ships (spec section 7: `type`, `isDefault`, `active`), lowest level first. */
export const MEMBERSHIP_COLLECTION: CollectionSpec = {
  order: { id: memberships.id, level: memberships.level },
  defaultOrder: [memberships.level, 'asc'],
  filters: {
    type: { column: memberships.type, parse: parseAs.text },
    isDefault: { column: memberships.isDefault, parse: parseAs.boolean },
    active: { column: memberships.active, parse: parseAs.boolean },
    level: { column: memberships.level, parse: parseAs.integer },
  },
};

/** GET /api/admin/memberships: the levels of a plan type with their figures, lowest first. */
export const ADMIN_MEMBERSHIP_COLLECTION: CollectionSpec = {
  order: { level: memberships.level, id: memberships.id },
  defaultOrder: [memberships.level, 'asc'],
  filters: { type: { column: memberships.type, parse: parseAs.text } },
};

/** The membership options, public: the registration form lists them before anyone signs in. */
export const listMemberships = (db: Db, request: FastifyRequest) => listTable(db, request, memberships, MEMBERSHIP_COLLECTION, presentMembership);

/** The levels as the console edits them. */
export const listAdminMemberships = (db: Db, request: FastifyRequest) =>
  listTable(db, request, memberships, ADMIN_MEMBERSHIP_COLLECTION, presentAdminMembership);

/** One membership option, or NOT_FOUND. */
export async function findMembership(db: Db, id: number) {
  const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
