import { madridDay } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth/current-user';
import type { Db } from '../db/client';
import { enjoyPassAccesses } from '../db/schema';
import { parseAs, type CollectionSpec } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { presentEnjoyPassAccess } from './enjoy-pass-access.presenter';

/** GET /api/enjoy_pass_accesses: `expired`, `search` (e-mail or login), order and dates of creation and validity. */
const ENJOY_PASS_ACCESS_COLLECTION: CollectionSpec = {
  order: { id: enjoyPassAccesses.id, createAt: enjoyPassAccesses.createdAt, validUntil: enjoyPassAccesses.validUntil, email: enjoyPassAccesses.email },
  defaultOrder: [enjoyPassAccesses.id, 'desc'],
  filters: { expired: { column: enjoyPassAccesses.expired, parse: parseAs.boolean } },
  dates: { createAt: enjoyPassAccesses.createdAt, validUntil: enjoyPassAccesses.validUntil },
  search: [enjoyPassAccesses.email, enjoyPassAccesses.login],
};

/** One page of the passes the member gave: only their own, admins included (the console has no Enjoy Pass screen). */
export function listEnjoyPassAccesses(db: Db, request: FastifyRequest, viewer: SessionUser) {
  const today = madridDay();
  return listTable(db, request, enjoyPassAccesses, ENJOY_PASS_ACCESS_COLLECTION, (row) => presentEnjoyPassAccess(row, today), eq(enjoyPassAccesses.userId, viewer.id));
}
