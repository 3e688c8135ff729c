import { disableTwoFactorSchema, enableTwoFactorSchema, idParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { googleFas } from '../db/schema';
import { AppError } from '../lib/errors';
import { hydraCollection, hydraItem } from '../lib/hydra';
import { DURING_TWO_FACTOR_ENROLMENT, requireSession } from './auth.plugin';
import type { Session } from './current-user';
import type { TwoFactorService } from './two-factor.service';

// The code rules are the browser's (@vo/domain), one per action.
const actionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('setup') }),
  enableTwoFactorSchema.extend({ action: z.literal('enable') }),
  disableTwoFactorSchema.extend({ action: z.literal('disable') }),
], 'validation.invalid');

const present = (row: typeof googleFas.$inferSelect) =>
  hydraItem('google_fas', 'GoogleFa', row.id, { enabled: row.enabledAt !== null, enabledAt: row.enabledAt?.toISOString() ?? null, recoveryCodesLeft: row.recoveryCodes.length });

/** Security settings are the member's own: an admin acting as them may not touch them (DESIGN.md section 4). */
function ownSession(session: Session): Session {
  if (session.impersonatorId) throw new AppError('NOT_WHILE_IMPERSONATING');
  return session;
}

/** Spec: GET/POST /api/google_fas, GET /api/google_fas/{id}: set up, enable and disable TOTP. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ db: Db; twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  app.get('/api/google_fas', { schema: { tags: ['auth'] }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request) => {
    const row = await twoFactor.find(requireSession(request).user.id);
    const members = row ? [present(row)] : [];
    return hydraCollection('/api/google_fas', new URLSearchParams(), members, members.length, { page: 1, itemsPerPage: 30 });
  });

  app.get('/api/google_fas/:id', { schema: { tags: ['auth'], params: idParams }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request) => {
    const row = await twoFactor.find(requireSession(request).user.id);
    if (!row || row.id !== request.params.id) throw new AppError('NOT_FOUND');
    return present(row);
  });

  app.post('/api/google_fas', { schema: { tags: ['auth'], body: actionSchema }, config: DURING_TWO_FACTOR_ENROLMENT }, async (request) => {
    const { user } = ownSession(requireSession(request));
    const body = request.body;
    if (body.action === 'setup') return twoFactor.setup(user);
    if (body.action === 'enable') return { enabled: true, recoveryCodes: await twoFactor.enable(user.id, body.code) };
    await twoFactor.disable(user.id, body.code);
    return { enabled: false };
  });
};
