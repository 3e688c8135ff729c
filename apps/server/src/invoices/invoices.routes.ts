import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, invoiceCollectionSchema, invoiceSchema } from '@vo/domain';
import { requireSession } from '../auth/auth.plugin';
import { isAdmin } from '../auth/current-user';
import { isOwnerOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { invoices } from '../db/schema';
import { parseAs } from '../lib/collection-query';
import { listFrom } from '../lib/collection-route';
import { AppError } from '../lib/errors';
import { renderInvoicePdf } from './invoice-pdf';
import { requestLanguage } from '../lib/request-language';
import { presentInvoice } from './invoice.presenter';
import { findInvoice, invoiceSource } from './invoice-rows';
import { invoiceSearchCondition } from './invoice-search';


export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ownInvoice = async (request: Parameters<typeof requireSession>[0], id: number) => {
    const { user } = requireSession(request);
    const row = await findInvoice(db, id);
    if (!row || !isOwnerOrAdmin(user, row.invoice.userId)) throw new AppError('NOT_FOUND');
    return row;
  };

  app.get('/api/invoices', { schema: { tags: ['invoices'], response: { 200: invoiceCollectionSchema } } }, async (request) => {
    const { user } = requireSession(request);
    const searched = invoiceSearchCondition(request.query as Record<string, unknown>);
    return listFrom(request, {
      order: { invoiceNo: invoices.invoiceNo, createAt: invoices.createdAt, actualAmount: invoices.actualAmount, invoiceType: invoices.invoiceType },
      defaultOrder: [invoices.id, 'desc'],
      filters: { invoiceType: { column: invoices.invoiceType, parse: parseAs.text } },
      dates: { createAt: invoices.createdAt },
      search: [invoices.invoiceNo, invoices.concept],
    }, invoiceSource(db), presentInvoice, and(isAdmin(user) ? undefined : eq(invoices.userId, user.id), searched));
  });

  app.get('/api/invoices/:id', { schema: { tags: ['invoices'], params: idParams, response: { 200: invoiceSchema } } }, async (request) =>
    presentInvoice(await ownInvoice(request, request.params.id)));

  // Spec section 7: POST /pdf/invoices/{id}; GET too, so a plain link can download it.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method, url: '/pdf/invoices/:id', schema: { tags: ['invoices'], params: idParams },
      handler: async (request, reply) => {
        const row = await ownInvoice(request, request.params.id);
        const pdf = await renderInvoicePdf(row, requestLanguage(request));
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${row.invoice.invoiceNo}.pdf"`).send(pdf);
      },
    });
  }
};
