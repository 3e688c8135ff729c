import { madridDay } from '@vo/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { hydraCollection } from '../lib/hydra';
import { presentStatPoint } from './stats.presenter';
import { statsSeries, type StatsRange } from './stats.service';

/** GET /api/user_stats: the whole series of a member's team statistics as one page (at most MAX_STATS_POINTS points). */
export async function listStatsSeries(db: Db, request: FastifyRequest, userId: number, range: StatsRange) {
  const points = (await statsSeries(db, userId, range, madridDay(new Date()))).map(presentStatPoint);
  const url = new URL(request.url, 'http://local');
  return hydraCollection(url.pathname, url.searchParams, points, points.length, { page: 1, itemsPerPage: Math.max(points.length, 1) });
}
