import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@vo/domain';
import { requireAdmin } from '../auth/auth.plugin';
import { requirePasswordChange } from '../auth/password-change-requests';
import type { Db } from '../db/client';
import { listFrom } from '../lib/collection-route';
import { loadMemberDetail } from './member-detail';
import { adminMemberSource, ADMIN_MEMBER_COLLECTION } from './member-list';
import { presentAdminMember, presentAdminMemberDetail } from './member.presenter';


/** DESIGN.md section 9: the console's member search and detail, and the forced password change. */
export const adminMembersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const source = adminMemberSource(db);

  app.get('/api/admin/members', { schema: { tags: ['admin'] } }, (request) => {
    const admin = requireAdmin(request).user;
    return listFrom(request, ADMIN_MEMBER_COLLECTION, source, (row) => presentAdminMember(row, admin.id));
  });

  app.get('/api/admin/members/:id', { schema: { tags: ['admin'], params: idParams } }, async (request) => {
    const admin = requireAdmin(request).user;
    return presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id);
  });

  app.post('/api/admin/members/:id/require-password-change', { schema: { tags: ['admin'], params: idParams } }, async (request) => {
    const admin = requireAdmin(request).user;
    const { changed } = await requirePasswordChange(db, admin, request.params.id);
    return { ...presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id), changed };
  });
};
