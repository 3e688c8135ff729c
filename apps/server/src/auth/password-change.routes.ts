import { changePasswordSchema, idParams, passwordChangedSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { requireSession } from './auth.plugin';
import type { PasswordChangeService } from './password-change.service';

/** PUT /api/users/{id}/password: a member changes their own password. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{ passwords: PasswordChangeService }> = async (app, { passwords }) => {
  app.put('/api/users/:id/password', {
    schema: { tags: ['auth'], params: idParams, body: changePasswordSchema, response: { 200: passwordChangedSchema } },
  }, async (request) => {
    const session = requireSession(request);
    if (request.params.id !== session.user.id) throw new AppError('FORBIDDEN');
    await passwords.change(session, request.body);
    return { status: 'ok' as const };
  });
};
