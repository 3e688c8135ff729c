import { idParams, tableFindResultSchema, tableIdsSchema, tableStateSchema, tableStatusSchema } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { noContent } from '../response-schemas';
import type { TableStore } from './table-store';

type App = Parameters<FastifyPluginAsyncZod>[0];

// The guard of auth.plugin.ts answers 401 or 403 before the body is parsed, so a member never learns the fields.
const CONSOLE = { access: 'admin' } as const;

/**
 * The generic table service of spec section 7 at a resource's collection path `{base}`, for the admin console:
 * `POST {base}/find` (table state → `{items, total}`), `POST {base}`, `PUT {base}/{id}`, `PUT {base}/updateStatus`,
 * `DELETE {base}/{id}` and `PUT {base}/deleteItems`. `GET {base}/{id}` is the resource's read, which shows admins
 * every row. `create: false` leaves `POST {base}` to the caller (attendance codes route it by role).
 */
export function registerAdminTable(
  app: App,
  // Untyped here: the resource gives both the schemas and the store, and the schemas check every body both ways.
  resource: { base: string; tag: string; item: z.ZodType; input: z.ZodType },
  store: TableStore<unknown, unknown>,
  { create = true }: { create?: boolean } = {},
): void {
  const { base, item, input } = resource;
  const tags = [resource.tag];

  app.post(`${base}/find`, { config: CONSOLE, schema: { tags, body: tableStateSchema, response: { 200: tableFindResultSchema(item) } } }, (request) =>
    store.find(request.body));

  if (create) {
    app.post(base, { config: CONSOLE, schema: { tags, body: input, response: { 201: item } } }, async (request, reply) =>
      reply.status(201).send(await store.create(request.body)));
  }

  app.put(`${base}/updateStatus`, { config: CONSOLE, schema: { tags, body: tableStatusSchema, response: { 204: noContent } } }, async (request, reply) => {
    await store.setActive(request.body.ids, request.body.status);
    return reply.status(204).send(null);
  });

  app.put(`${base}/deleteItems`, { config: CONSOLE, schema: { tags, body: tableIdsSchema, response: { 204: noContent } } }, async (request, reply) => {
    await store.remove(request.body.ids, (index) => `ids.${index}`);
    return reply.status(204).send(null);
  });

  app.put(`${base}/:id`, { config: CONSOLE, schema: { tags, params: idParams, body: input, response: { 200: item } } }, (request) =>
    store.update(request.params.id, request.body));

  app.delete(`${base}/:id`, { config: CONSOLE, schema: { tags, params: idParams, response: { 204: noContent } } }, async (request, reply) => {
    await store.remove([request.params.id], () => 'id');
    return reply.status(204).send(null);
  });
}
