import { emailField, existsAnswerSchema, officeRegistrationSchema, registeredUserSchema, registrationSchema, sponsorSchema } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import type { RegistrationService } from './registration.service';
import { uniqueness } from './uniqueness';
import { presentRegisteredUser } from './user.presenter';
import type { CardProvider } from '../payments/card/card-provider';
import { paymentInstructions } from '../payments/instructions';

const existsAnswer = (exists: boolean) => ({ exists });
const lookupParams = (name: string) => ({ params: z.object({ [name]: z.string().min(1).max(254) }) });

/**
 * Who may register someone from the office (issue 16): an active member. An admin is no sponsor (the console has
 * its own tools) and an inactive member may not grow the network; checked in onRequest, before the body is read.
 */
async function officeRegistrar(request: FastifyRequest) {
  const { user } = requireSession(request);
  if (isAdmin(user)) throw new AppError('FORBIDDEN');
  if (!user.isActive) throw new AppError('USER_INACTIVE');
}

export const registrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  registration: RegistrationService;
  card: CardProvider | null;
  /** LOOKUP_RATE_LIMIT_PER_MINUTE. */
  lookupsPerMinute: number;
}> = async (app, { db, registration, card, lookupsPerMinute }) => {
  // The public look-ups (sponsor, spec section 5's uniqueness checks) reveal whether a value is in use: one tight
  // per-IP budget shared by all four, on top of the general limit, and spent before the input is even read.
  const lookup = { config: { access: 'public' as const }, onRequest: app.rateLimit({ max: lookupsPerMinute, timeWindow: '1 minute' }) };
  const existsSchema = (name: string) => ({ tags: ['users'], ...lookupParams(name), response: { 200: existsAnswerSchema } });

  // The new User and, for a paid level, how to pay it (bank transfer details with the username as concept).
  const registered = async ({ user, payment }: Awaited<ReturnType<RegistrationService['register']>>) =>
    presentRegisteredUser(user, payment ? await paymentInstructions(db, payment, user.username, card) : null);

  app.post('/api/register', {
    config: { access: 'public' }, schema: { tags: ['users'], body: registrationSchema, response: { 201: registeredUserSchema } },
  }, async (request, reply) => reply.status(201).send(await registered(await registration.register(request.body, request.ip))));

  // Spec section 7, "POST on the user collection creates a user": the in-office registration, under the caller.
  app.post('/api/users', {
    onRequest: officeRegistrar, schema: { tags: ['users'], body: officeRegistrationSchema, response: { 201: registeredUserSchema } },
  }, async (request, reply) =>
    reply.status(201).send(await registered(await registration.registerUnder(requireSession(request).user.id, request.body, request.ip))));

  app.get('/api/sponsor/:username', { ...lookup, schema: { tags: ['users'], ...lookupParams('username'), response: { 200: sponsorSchema } } }, async (request) => {
    const sponsor = await registration.findSponsor(String(request.params.username));
    return { '@id': `/api/users/${sponsor.id}`, ...sponsor };
  });

  app.get('/api/checkDni/:dni', { ...lookup, schema: existsSchema('dni') }, async (request) =>
    existsAnswer(await uniqueness.dniTaken(db, String(request.params.dni))));
  app.get('/api/checkEmail/:email', { ...lookup, schema: existsSchema('email') }, async (request) => {
    // Spec section 8's toast "the e-mail is wrong": a non-address is neither taken nor free.
    if (!emailField.safeParse(request.params.email).success) throw new AppError('EMAIL_WRONG');
    return existsAnswer(await uniqueness.emailTaken(db, String(request.params.email)));
  });
  app.get('/api/checkUsername/:username', { ...lookup, schema: existsSchema('username') }, async (request) =>
    existsAnswer(await uniqueness.usernameTaken(db, String(request.params.username))));
};
