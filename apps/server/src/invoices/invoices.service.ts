import { eq } from 'drizzle-orm';
import { invoiceConceptText, type InvoiceConcept } from '@vo/domain';
import type { Tx } from '../db/client';
import { countries, invoices, profiles, users, type INVOICE_TYPES } from '../db/schema';
import { readVariables } from '../settings/variables.service';
import { INVOICE_SERIES, nextInvoiceNumber } from './invoice-number';

type InvoiceType = (typeof INVOICE_TYPES)[number];

export interface InvoiceInput {
  type: InvoiceType;
  userId: number;
  paymentId?: number;
  concept: InvoiceConcept;
  net: number;
  tax: number;
  taxRateBp: number;
  fee?: number;
  withholding?: number;
}

async function parties(tx: Tx, userId: number) {
  const company = await readVariables(tx, ['companyName', 'companyVat', 'companyAddress'] as const);
  const [member] = await tx.select({
    username: users.username, name: profiles.name, surname: profiles.surname, dni: profiles.dni,
    companyName: profiles.companyName, companyVat: profiles.companyVat,
    address1: profiles.address1, city: profiles.city, postalCode: profiles.postalCode, country: countries.name,
  }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).leftJoin(countries, eq(countries.id, profiles.countryId)).where(eq(users.id, userId));
  const issuer = { name: company.companyName, taxId: company.companyVat, address: company.companyAddress };
  const recipient = {
    name: member?.companyName || [member?.name, member?.surname].filter(Boolean).join(' ') || member?.username || '',
    taxId: member?.companyVat || member?.dni || '',
    address: [member?.address1, member?.postalCode, member?.city, member?.country].filter(Boolean).join(', '),
    username: member?.username ?? '',
  };
  return { issuer, recipient };
}

/**
 * Issues an invoice inside the business transaction that causes it, numbered in its series.
 * "received" and "receipt" go from the company to the member; "issued" is the member's
 * self-billing invoice to the company (its parties are swapped).
 */
export async function issueInvoice(tx: Tx, input: InvoiceInput, today = new Date()) {
  const series = INVOICE_SERIES[input.type];
  const year = today.getUTCFullYear();
  const { number, invoiceNo } = await nextInvoiceNumber(tx, series, year);
  const { issuer, recipient } = await parties(tx, input.userId);
  const fee = input.fee ?? 0;
  const withholding = input.withholding ?? 0;
  const [invoice] = await tx.insert(invoices).values({
    invoiceNo, series, year, number,
    invoiceType: input.type,
    userId: input.userId,
    paymentId: input.paymentId,
    concept: invoiceConceptText(input.concept, 'es'),
    conceptCode: input.concept,
    net: input.net, tax: input.tax, taxRateBp: input.taxRateBp, fee, withholding,
    actualAmount: input.net + input.tax + fee - withholding,
    parties: input.type === 'issued' ? { issuer: recipient, recipient: issuer } : { issuer, recipient },
    issuedOn: today.toISOString().slice(0, 10),
  }).returning();
  return invoice!;
}
