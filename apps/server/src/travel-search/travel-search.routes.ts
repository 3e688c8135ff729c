import { travelSearchCollectionSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTravelFeatures } from '../auth/auth.plugin';
import { catalogueViewer } from '../catalogue/catalogue-viewer';
import type { Db } from '../db/client';
import { searchTravel } from './travel-search-list';

/**
 * The travel search engine (spec sections 2 and 6, DESIGN.md section 7b): our journeys and excursions found by
 * text, days, price, family, type and seats left. Members whose membership has travel features (the guard answers
 * 403 "no access" to the others before the query string is read).
 */
export const travelSearchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/travel/search', {
    config: { access: 'travel' },
    schema: { tags: ['travel'], response: { 200: travelSearchCollectionSchema } },
  }, async (request) => searchTravel(db, request, await catalogueViewer(db, requireTravelFeatures(request).user)));
};
