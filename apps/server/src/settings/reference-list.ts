import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { cms, countries, states, variables } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentCms, presentCountry, presentState, presentVariable } from './settings.presenter';

/** GET /api/variables (spec section 7 "Settings"): read page by page at the browser's start. */
export const VARIABLE_COLLECTION: CollectionSpec = {
  order: { id: variables.id, keyValue: variables.keyValue },
  defaultOrder: [variables.id, 'asc'],
  filters: { keyValue: { column: variables.keyValue, parse: parseAs.text } },
};

/** GET /api/countries (`order[name]`, `code`, `isEu`, `search` in every language). */
export const COUNTRY_COLLECTION: CollectionSpec = {
  order: { id: countries.id, name: countries.name, code: countries.code },
  defaultOrder: [countries.id, 'asc'],
  filters: { code: { column: countries.code, parse: parseAs.text }, isEu: { column: countries.isEu, parse: parseAs.boolean } },
  search: [countries.name, countries.nameEn, countries.namePt],
};

/** GET /api/states (spec section 7: `country`, `status`, `order[name]`). */
export const STATE_COLLECTION: CollectionSpec = {
  order: { id: states.id, name: states.name },
  defaultOrder: [states.id, 'asc'],
  filters: { country: { column: states.countryId, parse: parseAs.integer }, status: { column: states.status, parse: parseAs.boolean } },
  search: [states.name],
};

/** GET /api/cms (`keyName`, `language`). */
export const CMS_COLLECTION: CollectionSpec = {
  order: { id: cms.id, keyName: cms.keyName },
  defaultOrder: [cms.id, 'asc'],
  filters: { keyName: { column: cms.keyName, parse: parseAs.text }, language: { column: cms.language, parse: parseAs.text } },
};

/** A table of public reference data read as a collection and by id, its rows shaped by `present`. */
function referenceTable<T extends PgTable & { id: PgColumn }, Item>(table: T, spec: CollectionSpec, present: (row: T['$inferSelect']) => Item) {
  return {
    list: (db: Db, request: FastifyRequest) => listTable(db, request, table, spec, present),
    async find(db: Db, id: number): Promise<Item> {
      const [row] = await db.select().from(table as PgTable).where(eq(table.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      return present(row as T['$inferSelect']);
    },
  };
}

/** Public reference data: the browser needs it before anyone signs in (registration, settings). */
export const REFERENCE_DATA = {
  variables: referenceTable(variables, VARIABLE_COLLECTION, presentVariable),
  countries: referenceTable(countries, COUNTRY_COLLECTION, presentCountry),
  states: referenceTable(states, STATE_COLLECTION, presentState),
  cms: referenceTable(cms, CMS_COLLECTION, presentCms),
};
