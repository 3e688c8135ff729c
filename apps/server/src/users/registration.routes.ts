import { existsAnswerSchema, registeredUserSchema, registrationSchema, sponsorSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import type { RegistrationService } from './registration.service';
import { uniqueness } from './uniqueness';
import { presentRegisteredUser } from './user.presenter';
import type { CardProvider } from '../payments/card/card-provider';
import { paymentInstructions } from '../payments/instructions';

const existsAnswer = (exists: boolean) => ({ exists });
const lookupParams = (name: string) => ({ params: z.object({ [name]: z.string().min(1).max(254) }) });

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

  app.post('/api/register', {
    config: { access: 'public' }, schema: { tags: ['users'], body: registrationSchema, response: { 201: registeredUserSchema } },
  }, async (request, reply) => {
    const { user, payment } = await registration.register(request.body, request.ip);
    // A paid level: how to pay it (bank transfer details with the username as concept).
    const instructions = payment ? await paymentInstructions(db, payment, user.username, card) : null;
    return reply.status(201).send(presentRegisteredUser(user, instructions));
  });

  app.get('/api/sponsor/:username', { ...lookup, schema: { tags: ['users'], ...lookupParams('username'), response: { 200: sponsorSchema } } }, async (request) => {
    const sponsor = await registration.findSponsor(String(request.params.username));
    return { '@id': `/api/users/${sponsor.id}`, ...sponsor };
  });

  app.get('/api/checkDni/:dni', { ...lookup, schema: existsSchema('dni') }, async (request) =>
    existsAnswer(await uniqueness.dniTaken(db, String(request.params.dni))));
  app.get('/api/checkEmail/:email', { ...lookup, schema: existsSchema('email') }, async (request) =>
    existsAnswer(await uniqueness.emailTaken(db, String(request.params.email))));
  app.get('/api/checkUsername/:username', { ...lookup, schema: existsSchema('username') }, async (request) =>
    existsAnswer(await uniqueness.usernameTaken(db, String(request.params.username))));
};
