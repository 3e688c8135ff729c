import {
  disableTwoFactorSchema, enableTwoFactorSchema, idParams, twoFactorActionAnswerSchema, twoFactorStateCollectionSchema, twoFactorStateSchema,
} from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/errors';
import { DURING_TWO_FACTOR_ENROLMENT, requireSession } from './auth.plugin';
import type { Session } from './current-user';
import { presentTwoFactor, presentTwoFactorCollection } from './two-factor.presenter';
import type { TwoFactorService } from './two-factor.service';

// The code rules are the browser's (@vo/domain), one per action.
const actionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setup') }),
  enableTwoFactorSchema.extend({ action: z.literal('enable') }),
  disableTwoFactorSchema.extend({ action: z.literal('disable') }),
], 'validation.invalid');

/** Security settings are the member's own: an admin acting as them may not touch them (DESIGN.md section 4). */
function ownSession(session: Session): Session {
  if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
  return session;
}

/** Spec: GET/POST /api/google_fas, GET /api/google_fas/{id}: set up, enable and disable TOTP. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  app.get('/api/google_fas', {
    schema: { tags: ['auth'], response: { 200: twoFactorStateCollectionSchema } }, config: DURING_TWO_FACTOR_ENROLMENT,
  }, async (request) => presentTwoFactorCollection(await twoFactor.find(requireSession(request).user.id)));

  app.get('/api/google_fas/:id', {
    schema: { tags: ['auth'], params: idParams, response: { 200: twoFactorStateSchema } }, config: DURING_TWO_FACTOR_ENROLMENT,
  }, async (request) => {
    const row = await twoFactor.find(requireSession(request).user.id);
    if (!row || row.id !== request.params.id) throw new AppError('NOT_FOUND');
    return presentTwoFactor(row);
  });

  app.post('/api/google_fas', {
    schema: { tags: ['auth'], body: actionSchema, response: { 200: twoFactorActionAnswerSchema } }, config: DURING_TWO_FACTOR_ENROLMENT,
  }, async (request) => {
    const { user } = ownSession(requireSession(request));
    const body = request.body;
    if (body.action === 'setup') return twoFactor.setup(user);
    if (body.action === 'enable') return { enabled: true as const, recoveryCodes: await twoFactor.enable(user.id, body.code) };
    await twoFactor.disable(user.id, body.code);
    return { enabled: false as const };
  });
};
