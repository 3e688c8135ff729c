import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import { ownerScope } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { presentProfile } from './profile.presenter';
import { profileSource } from './profile-rows';

/** GET /api/profiles: `user` filter and `search` on names, dni and username (useful to admins; a member sees one row). */
export const PROFILE_COLLECTION: CollectionSpec = {
  order: { id: profiles.id, name: profiles.name, surname: profiles.surname, updatedAt: profiles.updatedAt },
  defaultOrder: [profiles.id, 'asc'],
  filters: { user: { column: profiles.userId, parse: parseAs.integer }, userType: { column: profiles.userKind, parse: parseAs.text } },
  search: [profiles.name, profiles.surname, profiles.dni, users.username],
};

/** One page of the profiles the viewer may see: a member, their own; an admin, everyone's. */
export const listProfiles = (db: Db, request: FastifyRequest, viewer: SessionUser) =>
  listFrom(request, PROFILE_COLLECTION, profileSource(db), presentProfile, ownerScope(viewer, profiles.userId));
