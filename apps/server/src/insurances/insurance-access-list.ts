import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { insuranceAccesses } from '../db/schema';
import type { CollectionSpec } from '../lib/collection-query';
import { firstFrom, listTable, tableSource } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { presentInsuranceAccess } from './insurance-access.presenter';

/** GET /api/insurance_accesses: the member's own accesses, newest first. */
export const INSURANCE_ACCESS_COLLECTION: CollectionSpec = {
  order: { createdAt: insuranceAccesses.createdAt, id: insuranceAccesses.id, email: insuranceAccesses.email },
  defaultOrder: [insuranceAccesses.createdAt, 'desc'],
  dates: { createdAt: insuranceAccesses.createdAt },
  search: [insuranceAccesses.email, insuranceAccesses.code],
};

/** Owner-only, admins included: the accesses are the member's own mail, the console has no list of them. */
const ownedBy = (viewer: SessionUser) => eq(insuranceAccesses.userId, viewer.id);

export function listInsuranceAccesses(db: Db, request: FastifyRequest, viewer: SessionUser) {
  return listTable(db, request, insuranceAccesses, INSURANCE_ACCESS_COLLECTION, presentInsuranceAccess, ownedBy(viewer));
}

/** GET /api/insurance_accesses/{id}: another member's is 404, as if it did not exist. */
export async function findInsuranceAccess(db: Db, viewer: SessionUser, id: number) {
  const row = await firstFrom(tableSource(db, insuranceAccesses), and(eq(insuranceAccesses.id, id), ownedBy(viewer)));
  if (!row) throw new AppError('NOT_FOUND');
  return presentInsuranceAccess(row);
}
