import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInvoiceCollectionSchema, idParams, invoiceCollectionSchema, invoiceSchema, TAX_NAMES } from '@vo/domain';
import { requireAdmin, requireSession } from '../auth/auth.plugin';
import { ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db } from '../db/client';
import { renderInvoicePdf } from './invoice-pdf';
import { requestLanguage } from '../lib/request-language';
import { fileResponse } from '../lib/response-schemas';
import { presentInvoice } from './invoice.presenter';
import { findInvoice } from './invoice-rows';
import { listAdminInvoices, listInvoices } from './invoice-list';
import { readVariablesOr } from '../settings/variables.service';

export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ownInvoice = async (request: Parameters<typeof requireSession>[0], id: number) =>
    ownedOrAdmin(requireSession(request).user, await findInvoice(db, id), (row) => row.invoice.userId);

  app.get('/api/invoices', { schema: { tags: ['invoices'], response: { 200: invoiceCollectionSchema } } }, async (request) =>
    listInvoices(db, request, requireSession(request).user));

  // The console's list of every member's invoices (the member route lists the viewer's own only).
  app.get('/api/admin/invoices', { schema: { tags: ['admin'], response: { 200: adminInvoiceCollectionSchema } } }, (request) => {
    requireAdmin(request);
    return listAdminInvoices(db, request);
  });

  app.get('/api/invoices/:id', { schema: { tags: ['invoices'], params: idParams, response: { 200: invoiceSchema } } }, async (request) =>
    presentInvoice(await ownInvoice(request, request.params.id), requestLanguage(request)));

  // Spec section 7: POST /pdf/invoices/{id}; GET too, so a plain link can download it.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method, url: '/pdf/invoices/:id', schema: { tags: ['invoices'], params: idParams, response: { 200: fileResponse('application/pdf') } },
      handler: async (request, reply) => {
        const row = await ownInvoice(request, request.params.id);
        const pdf = await renderInvoicePdf(row, requestLanguage(request), await readVariablesOr(db, TAX_NAMES));
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${row.invoice.invoiceNo}.pdf"`).send(pdf);
      },
    });
  }
};
