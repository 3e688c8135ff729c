import { acceptedMediaTypes, presentationSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { fileResponse } from '../lib/response-schemas';
import { sendMedia } from '../media/media.presenter';
import type { MediaService } from '../media/media.service';
import { presentPresentation } from './presentation.presenter';
import { findPresentedMember } from './presentation.service';

const nameParams = z.object({ name: z.string().min(1).max(60) });
// The photo is an image the upload checked (jpg or png), sent as it was stored.
const photoTypes = acceptedMediaTypes('photo') as readonly [string, ...string[]];

/**
 * The public personal presentation page (issue 6): by username or landing-page name, what a visitor may
 * see of a member — first name, surname initial, photo — and the member's registration link.
 */
export const presentationRoutes: FastifyPluginAsyncZod<{ db: Db; media: MediaService }> = async (app, { db, media }) => {
  app.get('/api/presentation/:name', {
    config: { access: 'public' }, schema: { tags: ['users'], params: nameParams, response: { 200: presentationSchema } },
  }, async (request) => presentPresentation(await findPresentedMember(db, request.params.name)));

  // Public like the page itself, and only ever the photo: identity and bank documents stay behind the owner check.
  app.get('/api/presentation/:name/photo', {
    config: { access: 'public' }, schema: { tags: ['users'], params: nameParams, response: { 200: fileResponse(...photoTypes) } },
  }, async (request, reply) => {
    const member = await findPresentedMember(db, request.params.name);
    const photo = await media.current(member.user.id, 'photo');
    if (!photo) throw new AppError('NOT_FOUND');
    return sendMedia(reply, photo, photo.content, 'inline');
  });
};
