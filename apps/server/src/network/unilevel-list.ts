import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { hydraCollection } from '../lib/hydra';
import { presentUnilevelMember } from './unilevel.presenter';
import { unilevelPage } from './unilevel.service';

export interface UnilevelQuery {
  level: number;
  page: number;
  itemsPerPage: number;
  search?: string;
}

/** GET /api/users/{id}/unilevel: one page of the members `level` steps below `target` in the sponsorship tree. */
export async function listUnilevel(db: Db, request: FastifyRequest, target: { id: number; sponsorPath: number[] }, query: UnilevelQuery) {
  const { level, page, itemsPerPage, search } = query;
  const { rows, total } = await unilevelPage(db, target, level, { offset: (page - 1) * itemsPerPage, limit: itemsPerPage }, search);
  const url = new URL(request.url, 'http://local');
  return hydraCollection(url.pathname, url.searchParams, rows.map(presentUnilevelMember(level)), total, { page, itemsPerPage });
}
