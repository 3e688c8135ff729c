import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cmsCollectionSchema, cmsSchema, countryCollectionSchema, countrySchema, idParams, stateCollectionSchema, stateSchema,
  variableCollectionSchema, variableSchema,
} from '@vo/domain';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { REFERENCE_DATA } from './reference-list';

// Public: the browser needs this data before anyone signs in (registration, settings).
const collectionRoute = <S extends z.ZodType>(schema: S) => ({ config: { access: 'public' as const }, schema: { tags: ['settings'], response: { 200: schema } } });
const itemRoute = <S extends z.ZodType>(schema: S) => ({ config: { access: 'public' as const }, schema: { tags: ['settings'], params: idParams, response: { 200: schema } } });

/** Spec section 7: the reference data (variables, countries, states, cms), each as a collection and by id. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const { variables, countries, states, cms } = REFERENCE_DATA;
  app.get('/api/variables', collectionRoute(variableCollectionSchema), (request) => variables.list(db, request));
  app.get('/api/variables/:id', itemRoute(variableSchema), (request) => variables.find(db, request.params.id));
  app.get('/api/countries', collectionRoute(countryCollectionSchema), (request) => countries.list(db, request));
  app.get('/api/countries/:id', itemRoute(countrySchema), (request) => countries.find(db, request.params.id));
  app.get('/api/states', collectionRoute(stateCollectionSchema), (request) => states.list(db, request));
  app.get('/api/states/:id', itemRoute(stateSchema), (request) => states.find(db, request.params.id));
  app.get('/api/cms', collectionRoute(cmsCollectionSchema), (request) => cms.list(db, request));
  app.get('/api/cms/:id', itemRoute(cmsSchema), (request) => cms.find(db, request.params.id));
};
