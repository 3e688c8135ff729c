import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { irpfs } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentIrpf } from './irpf.presenter';

/** GET /api/irpfs: the rates by country (filter `country`), reference data anyone signed in may read. */
export const IRPF_COLLECTION: CollectionSpec = {
  order: { id: irpfs.id },
  defaultOrder: [irpfs.id, 'asc'],
  filters: { country: { column: irpfs.countryId, parse: parseAs.integer } },
};

export const listIrpfs = (db: Db, request: FastifyRequest) => listTable(db, request, irpfs, IRPF_COLLECTION, presentIrpf);

/** GET /api/irpfs/{id}: one rate, or NOT_FOUND. */
export async function findIrpf(db: Db, id: number) {
  const [row] = await db.select().from(irpfs).where(eq(irpfs.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
