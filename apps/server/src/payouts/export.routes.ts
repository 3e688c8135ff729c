import { madridDay } from '@vo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/auth.plugin';
import type { Db } from '../db/client';
import { AppError } from '../lib/errors';
import { fileResponse } from '../lib/response-schemas';
import { readVariables } from '../settings/variables.service';
import { acceptedTransfers } from './export-batch';
import { payoutsCsv } from './export-csv';
import { sepaCreditTransferXml } from './export-sepa';

/**
 * A real calendar day PostgreSQL can read. The ISO pattern alone takes year 0000 (and so 0000-02-29), a year
 * PostgreSQL's calendar does not have: the query failed with a 500. Local to the export until the domain's
 * calendar offers such a check (issue 14).
 */
const isoDay = z.iso.date('validation.invalid').refine((day) => !day.startsWith('0000-'), 'validation.invalid');
/** Company days (Europe/Madrid) of `confirmAt`, both included. */
const rangeQuery = z.object({ from: isoDay, to: isoDay }).refine((q) => q.from <= q.to, { message: 'validation.invalid', path: ['to'] });

/** DESIGN.md section 9: the accepted payouts of a period, exported for the bank (SEPA) and for people (CSV). */
export const payoutExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const batch = async (from: string, to: string) => {
    const transfers = await acceptedTransfers(db, from, to);
    if (transfers.length === 0) throw new AppError('PAYOUT_EXPORT_EMPTY');
    return transfers;
  };
  const attachment = (from: string, to: string, extension: string) => `attachment; filename="payouts-${from}-${to}.${extension}"`;

  app.get('/api/admin/transfers/export.xml', { schema: { tags: ['admin'], summary: 'Member payouts: the accepted payouts as a SEPA credit transfer file', querystring: rangeQuery, response: { 200: fileResponse('application/xml') } } }, async (request, reply) => {
    requireAdmin(request);
    const { from, to } = request.query;
    const transfers = await batch(from, to);
    const company = await readVariables(db, ['companyName', 'companyIban', 'companyBic'] as const);
    const xml = sepaCreditTransferXml(transfers, { name: company.companyName, iban: company.companyIban, bic: company.companyBic }, madridDay());
    return reply.type('application/xml; charset=utf-8').header('content-disposition', attachment(from, to, 'xml')).send(xml);
  });

  app.get('/api/admin/transfers/export.csv', { schema: { tags: ['admin'], summary: 'Member payouts: the accepted payouts as CSV', querystring: rangeQuery, response: { 200: fileResponse('text/csv') } } }, async (request, reply) => {
    requireAdmin(request);
    const { from, to } = request.query;
    const csv = payoutsCsv(await batch(from, to));
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment(from, to, 'csv')).send(csv);
  });
};
