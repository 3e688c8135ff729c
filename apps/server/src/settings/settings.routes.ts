import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@vo/domain';
import type { Db } from '../db/client';
import { cms, countries, states, variables } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentCms, presentCountry, presentState, presentVariable } from './settings.presenter';

/** Public reference data: the browser needs it before anyone signs in (registration, settings). */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const resource = <T extends PgTable & { id: never }, R>(
    path: string,
    table: T,
    spec: CollectionSpec,
    present: (row: T['$inferSelect']) => R,
  ) => {
    app.get(`/api/${path}`, { config: { access: 'public' }, schema: { tags: ['settings'] } }, (request) => listTable(db, request, table, spec, present));
    app.get(`/api/${path}/:id`, { config: { access: 'public' }, schema: { tags: ['settings'], params: idParams } }, async (request) => {
      const [row] = await db.select().from(table as PgTable).where(eq((table as unknown as { id: never }).id, request.params.id));
      if (!row) throw new AppError('NOT_FOUND');
      return present(row as T['$inferSelect']);
    });
  };

  resource('variables', variables as never, {
    order: { id: variables.id, keyValue: variables.keyValue },
    defaultOrder: [variables.id, 'asc'],
    filters: { keyValue: { column: variables.keyValue, parse: parseAs.text } },
  }, presentVariable);

  resource('countries', countries as never, {
    order: { id: countries.id, name: countries.name, code: countries.code },
    defaultOrder: [countries.id, 'asc'],
    filters: { code: { column: countries.code, parse: parseAs.text }, isEu: { column: countries.isEu, parse: parseAs.boolean } },
    search: [countries.name, countries.nameEn, countries.namePt],
  }, presentCountry);

  resource('states', states as never, {
    order: { id: states.id, name: states.name },
    defaultOrder: [states.id, 'asc'],
    filters: { country: { column: states.countryId, parse: parseAs.integer }, status: { column: states.status, parse: parseAs.boolean } },
    search: [states.name],
  }, presentState);

  resource('cms', cms as never, {
    order: { id: cms.id, keyName: cms.keyName },
    defaultOrder: [cms.id, 'asc'],
    filters: { keyName: { column: cms.keyName, parse: parseAs.text }, language: { column: cms.language, parse: parseAs.text } },
  }, presentCms);
};
