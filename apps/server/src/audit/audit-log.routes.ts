import { auditEventCollectionSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { listAuditLog } from './audit-log-list';

/** The audit log (issue 19): security and money events in one searchable list, for admins. */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/audit_log', { schema: { tags: ['admin'], response: { 200: auditEventCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAuditLog(db, request);
  });
};
