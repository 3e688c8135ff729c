import { idParams, membershipRatesSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { memberships, variables } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listFrom, listTable } from '../lib/collection-route';
import { presentAdminMembership, updateMembershipRates } from '../memberships/membership-rates';
import { presentSettingsChange, settingsChangeSource, SETTINGS_CHANGE_COLLECTION } from '../settings/settings-change-list';
import { presentAdminVariable, updateVariable } from '../settings/variable-update';


/** Admin console: the plan's data (membership levels and `variables`), its edits, and the audit of every change. */
export const planSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/memberships', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listTable(db, request, memberships, {
      order: { level: memberships.level, id: memberships.id },
      defaultOrder: [memberships.level, 'asc'],
      filters: { type: { column: memberships.type, parse: parseAs.text } },
    }, presentAdminMembership);
  });

  app.put('/api/admin/memberships/:id', { schema: { tags: ['admin'], params: idParams, body: membershipRatesSchema } }, async (request) =>
    presentAdminMembership(await updateMembershipRates(db, requireAdmin(request).user.id, request.params.id, request.body)));

  app.get('/api/admin/variables', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listTable(db, request, variables, {
      order: { keyValue: variables.keyValue, id: variables.id },
      defaultOrder: [variables.keyValue, 'asc'],
      search: [variables.keyValue, variables.description],
    }, presentAdminVariable);
  });

  // The value's rule depends on the variable's key, so the service checks the body once it knows the row.
  app.put('/api/admin/variables/:id', { schema: { tags: ['admin'], params: idParams, body: z.object({ value: z.unknown() }) } }, async (request) =>
    presentAdminVariable(await updateVariable(db, requireAdmin(request).user.id, request.params.id, request.body)));

  app.get('/api/admin/settings_changes', { schema: { tags: ['admin'] } }, (request) => {
    requireAdmin(request);
    return listFrom(request, SETTINGS_CHANGE_COLLECTION, settingsChangeSource(db), presentSettingsChange);
  });
};
