import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { variables } from '../db/schema';
import type { CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentAdminVariable } from './settings.presenter';

/** GET /api/admin/variables: by key, `search` in the key and the description. */
export const ADMIN_VARIABLE_COLLECTION: CollectionSpec = {
  order: { keyValue: variables.keyValue, id: variables.id },
  defaultOrder: [variables.keyValue, 'asc'],
  search: [variables.keyValue, variables.description],
};

/** The variables as the console edits them, each with the rule its value follows. */
export const listAdminVariables = (db: Db, request: FastifyRequest) => listTable(db, request, variables, ADMIN_VARIABLE_COLLECTION, presentAdminVariable);
