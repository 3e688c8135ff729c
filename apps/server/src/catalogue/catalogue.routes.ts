import multipart from '@fastify/multipart';
import { idParams } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { registerAdminTable } from '../lib/admin-table/admin-table.routes';
import type { ConsoleTable } from '../lib/admin-table/table-resource';
import { tableStore } from '../lib/admin-table/table-store';
import { fileResponse } from '../lib/response-schemas';
import { MULTIPART_OPTIONS, readMediaUpload } from '../media/media-upload';
import { sendMedia } from '../media/media.presenter';
import { findCatalogueItem, listCatalogue } from './catalogue-list';
import { readCataloguePhoto, replaceCataloguePhoto } from './catalogue-photo';
import { consoleTable, type CatalogueResource } from './catalogue-resource';
import { catalogueViewer } from './catalogue-viewer';
import { CATEGORY_EVENTS } from './category-events/category-event-table';
import { COURSES } from './courses/course-table';
import { EVENT_ENJOYS } from './event-enjoys/event-enjoy-table';
import { EXCURSIONS } from './excursions/excursion-table';
import { TRAININGS } from './trainings/training-table';
import { TRAVEL } from './travel/travel-table';
import { TRAVEL_TOOLS } from './travel-tools/travel-tool-table';
import { PRODUCTS } from '../shop/products/product-table';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One catalogue resource at its collection path: the member's reads (`GET {base}`, `GET {base}/{id}`, what the
 * viewer may see, else 404), the photo (`GET {base}/{id}/photo` for whoever may see the item, `POST` for admins)
 * and the console's generic table service.
 */
export function registerCatalogue<T extends ConsoleTable, Row, Item, Input>(app: App, db: Db, resource: CatalogueResource<T, Row, Item, Input>) {
  const { base } = resource;
  const tags = [resource.tag];
  // The resource gives both the presenter and the schema; here the item is any item (the answer is still checked).
  const item: z.ZodType = resource.item;
  const viewerOf = (request: Parameters<typeof requireSession>[0]) => catalogueViewer(db, requireSession(request).user);
  // The member's reads; their guard runs before the query string or the id is read.
  const config = { access: resource.access ?? 'member' };

  app.get(base, { config, schema: { tags, response: { 200: resource.collectionSchema } } }, async (request) =>
    listCatalogue(db, request, resource, await viewerOf(request)));

  app.get(`${base}/:id`, { config, schema: { tags, params: idParams, response: { 200: item } } }, async (request) =>
    findCatalogueItem(db, resource, request.params.id, await viewerOf(request)));

  const { photoTable } = resource;
  if (photoTable) {
    app.get(`${base}/:id/photo`, { schema: { tags, params: idParams, response: { 200: fileResponse('image/jpeg', 'image/png') } } }, async (request, reply) => {
      const photo = await readCataloguePhoto(db, photoTable, request.params.id, resource.scope(await viewerOf(request)));
      return sendMedia(reply, photo, photo.content, 'inline', 'private');
    });

    app.post(`${base}/:id/photo`, {
      config: { access: 'admin' },
      schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: item } },
    }, async (request) => {
      const { user } = requireAdmin(request);
      return replaceCataloguePhoto(db, { ...resource, photoTable }, request.params.id, user.id, await readMediaUpload(request, { fixedKind: 'catalogue_photo' }));
    });
  }

  registerAdminTable(app, resource, tableStore(db, consoleTable(db, resource)));
}

/**
 * The travel catalogue (issue 15, decision 080): journeys (`/api/travel`), excursions, courses, Enjoy events and their
 * categories; the recorded trainings and the travel search engine's partners (issue 16); the shop's products (issue 17). Attendance codes have their own routes (a member's POST is a check-in).
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Registered here, so only these routes (the photo uploads) take multipart bodies.
  await app.register(multipart, MULTIPART_OPTIONS);
  registerCatalogue(app, db, TRAVEL);
  registerCatalogue(app, db, EXCURSIONS);
  registerCatalogue(app, db, COURSES);
  registerCatalogue(app, db, EVENT_ENJOYS);
  registerCatalogue(app, db, CATEGORY_EVENTS);
  registerCatalogue(app, db, TRAININGS);
  registerCatalogue(app, db, TRAVEL_TOOLS);
  // The partner store's products (issue 17) share the catalogue's reads, photos and console table.
  registerCatalogue(app, db, PRODUCTS);
};
