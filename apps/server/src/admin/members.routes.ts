import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMemberCollectionSchema, adminMemberDetailSchema, adminMemberNetworkSchema, idParams, memberAccountActionSchema, memberRoleChangeSchema, passwordChangeRequiredSchema, type MemberAccountAction,
} from '@vo/domain';
import { requireAdmin } from '../auth/auth.plugin';
import { requirePasswordChange } from '../auth/password-change-requests';
import type { Db } from '../db/client';
import { changeMemberAccess } from './member-access.service';
import { loadMemberDetail } from './member-detail';
import { listAdminMembers } from './member-list';
import { loadMemberNetwork } from './member-network';
import { changeMemberRole } from './member-roles.service';
import { presentAdminMemberDetail } from './member.presenter';

/** DESIGN.md section 9: the console's member search and detail, and the forced password change. */
export const adminMembersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/members', { schema: { tags: ['admin'], response: { 200: adminMemberCollectionSchema } } }, (request) =>
    listAdminMembers(db, request, requireAdmin(request).user));

  app.get('/api/admin/members/:id', { schema: { tags: ['admin'], params: idParams, response: { 200: adminMemberDetailSchema } } }, async (request) => {
    const admin = requireAdmin(request).user;
    return presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id);
  });

  app.get('/api/admin/members/:id/network', { schema: { tags: ['admin'], params: idParams, response: { 200: adminMemberNetworkSchema } } }, async (request) => {
    requireAdmin(request);
    return loadMemberNetwork(db, request.params.id);
  });

  app.post('/api/admin/members/:id/require-password-change', {
    schema: { tags: ['admin'], params: idParams, response: { 200: passwordChangeRequiredSchema } },
  }, async (request) => {
    const admin = requireAdmin(request).user;
    const { changed } = await requirePasswordChange(db, admin, request.params.id);
    return { ...presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id), changed };
  });

  // Issue 19: block, unblock, end sessions; each with a reason, audited, answering the member's detail.
  const accessRoutes: [string, MemberAccountAction][] = [['block', 'block'], ['unblock', 'unblock'], ['end-sessions', 'end_sessions']];
  for (const [path, action] of accessRoutes) {
    app.post(`/api/admin/members/:id/${path}`, {
      schema: { tags: ['admin'], params: idParams, body: memberAccountActionSchema, response: { 200: adminMemberDetailSchema } },
    }, async (request) => {
      const admin = requireAdmin(request).user;
      await changeMemberAccess(db, admin, request.params.id, action, request.body.reason, request.ip);
      return presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id);
    });
  }

  // Decision 113: grant or revoke the admin role, with a reason, audited as role_change; answers the member's detail.
  app.post('/api/admin/members/:id/roles', {
    schema: { tags: ['admin'], params: idParams, body: memberRoleChangeSchema, response: { 200: adminMemberDetailSchema } },
  }, async (request) => {
    const admin = requireAdmin(request).user;
    const { role, granted, reason } = request.body;
    await changeMemberRole(db, admin, request.params.id, { role, granted, reason }, request.ip);
    return presentAdminMemberDetail(await loadMemberDetail(db, request.params.id), admin.id);
  });
};
