import { forgotPasswordSchema, passwordResetAnswerSchema, resetPasswordSchema, resetTokenAnswerSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { PasswordResetService } from './password-reset.service';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

export const passwordResetRoutes: FastifyPluginAsyncZod<{ resets: PasswordResetService; background: BackgroundTasks }> = async (
  app,
  { resets, background },
) => {
  app.post(
    '/reset-password/api',
    { schema: { tags: ['auth'], body: forgotPasswordSchema, response: { 200: passwordResetAnswerSchema } }, config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      // The account's work (link, outbox row, in the account's language) runs after the answer: a known and an
      // unknown address answer alike.
      const { email } = request.body;
      background.run(() => resets.request(email));
      return { status: '200' as const };
    },
  );

  // The reset page asks first whether its link still works; one tight budget per address, like asking for links.
  app.get(
    '/reset-password/api/reset/:token',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags: ['auth'], params: tokenParams, response: { 200: resetTokenAnswerSchema } },
    },
    async (request) => {
      await resets.check(request.params.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/reset-password/api/reset/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], params: tokenParams, body: resetPasswordSchema, response: { 200: passwordResetAnswerSchema } },
    },
    async (request) => {
      await resets.reset(request.params.token, request.body.password);
      return { status: '200' as const };
    },
  );
};
