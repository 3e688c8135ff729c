import {
  adminMembershipCollectionSchema, adminMembershipSchema, adminVariableCollectionSchema, adminVariableSchema, idParams, membershipRatesSchema,
  settingsChangeCollectionSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listAdminMemberships } from '../memberships/membership-list';
import { updateMembershipRates } from '../memberships/membership-rates';
import { presentAdminMembership } from '../memberships/memberships.presenter';
import { listAdminVariables } from '../settings/admin-variable-list';
import { listSettingsChanges } from '../settings/settings-change-list';
import { presentAdminVariable } from '../settings/settings.presenter';
import { updateVariable } from '../settings/variable-update';

/** Admin console: the plan's data (membership levels and `variables`), its edits, and the audit of every change. */
export const planSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/memberships', { schema: { tags: ['admin'], response: { 200: adminMembershipCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminMemberships(db, request);
  });

  app.put('/api/admin/memberships/:id', {
    schema: { tags: ['admin'], params: idParams, body: membershipRatesSchema, response: { 200: adminMembershipSchema } },
  }, async (request) => presentAdminMembership(await updateMembershipRates(db, requireAdmin(request).user.id, request.params.id, request.body, request.ip)));

  app.get('/api/admin/variables', { schema: { tags: ['admin'], response: { 200: adminVariableCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminVariables(db, request);
  });

  // The value's rule depends on the variable's key, so the service checks the body once it knows the row.
  app.put('/api/admin/variables/:id', {
    schema: { tags: ['admin'], params: idParams, body: z.object({ value: z.unknown() }), response: { 200: adminVariableSchema } },
  }, async (request) => presentAdminVariable(await updateVariable(db, requireAdmin(request).user.id, request.params.id, request.body, request.ip)));

  app.get('/api/admin/settings_changes', { schema: { tags: ['admin'], response: { 200: settingsChangeCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listSettingsChanges(db, request);
  });
};
