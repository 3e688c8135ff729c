import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@vo/domain';
import { requireSession } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { irpfs } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listTable } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { hydraItem } from '../lib/hydra';

const presentIrpf = (row: typeof irpfs.$inferSelect) =>
  hydraItem('irpfs', 'Irpf', row.id, { country: `/api/countries/${row.countryId}`, rate: row.rateBp / 100 });

/** Spec: GET /api/irpfs (filter `country`) and /{id}, the withholding rates by country. */
export const irpfsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/irpfs', { schema: { tags: ['payouts'] } }, (request) => {
    requireSession(request);
    return listTable(db, request, irpfs, {
      order: { id: irpfs.id }, defaultOrder: [irpfs.id, 'asc'], filters: { country: { column: irpfs.countryId, parse: parseAs.integer } },
    }, presentIrpf);
  });

  app.get('/api/irpfs/:id', { schema: { tags: ['payouts'], params: idParams } }, async (request) => {
    requireSession(request);
    const [row] = await db.select().from(irpfs).where(eq(irpfs.id, request.params.id));
    if (!row) throw new AppError('NOT_FOUND');
    return presentIrpf(row);
  });
};
