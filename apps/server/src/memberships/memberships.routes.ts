import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, memberShipCollectionSchema, memberShipSchema } from '@vo/domain';
import type { Db } from '../db/client';
import { findMembership, listMemberships } from './membership-list';

/** Membership options are public: the registration form lists them before anyone signs in. */
export const membershipRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/member_ships', { config: { access: 'public' }, schema: { tags: ['memberships'], response: { 200: memberShipCollectionSchema } } }, (request) =>
    listMemberships(db, request));

  app.get('/api/member_ships/:id', { config: { access: 'public' }, schema: { tags: ['memberships'], params: idParams, response: { 200: memberShipSchema } } }, async (request) =>
    findMembership(db, request.params.id));
};
