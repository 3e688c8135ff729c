import { randomBytes } from 'node:crypto';
import { centsToEuros } from '@vo/domain';
import { Document } from 'sepa';
import { transliterate } from 'transliteration';
import type { ExportedTransfer } from './export-batch';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

/**
 * Free text as the SEPA Latin character set allows it, at most `max` characters: banks reject a file with
 * anything else. Letters are transliterated first (Ø → O, ß → ss, Ł → L), and only the signs left outside
 * the set become spaces.
 */
export function sepaText(text: string, max = 70): string {
  return transliterate(text).replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * `VO`, the moment of the export and 32 random bits: banks refuse a second file with a message id they have
 * seen, and two admins may export in the same second. 24 characters, so the ids the library derives from it
 * (payment information `.0`, instruction `.0.n`) stay within the 35 allowed.
 */
const messageId = (created: Date) => `VO${created.toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * ISO 20022 ISODateTime (xs:dateTime) in UTC with its `Z`, to the second: the library writes the process's
 * local time without a zone, which a bank elsewhere reads as another instant.
 */
const utcDateTime = (moment: Date) => `${moment.toISOString().slice(0, 19)}Z`;

/**
 * The batch as a SEPA credit-transfer initiation (pain.001.001.03): the company's account pays each member
 * the transfer's `actualAmount`; end-to-end id = transfer id, remittance = the self-billing invoice number.
 * `executionDay` is the company day (YYYY-MM-DD) the bank should execute it.
 */
export function sepaCreditTransferXml(transfers: ExportedTransfer[], debtor: SepaDebtor, executionDay: string, created = new Date()): string {
  const doc = new Document('pain.001.001.03');
  doc.grpHdr.id = messageId(created);
  doc.grpHdr.created = created;
  doc.grpHdr.initiatorName = sepaText(debtor.name);

  const info = doc.createPaymentInfo();
  // The library writes dates in the process's local calendar: local noon of that day is that day anywhere.
  info.requestedExecutionDate = new Date(`${executionDay}T12:00:00`);
  info.debtorName = sepaText(debtor.name);
  info.debtorIBAN = debtor.iban;
  info.debtorBIC = debtor.bic;
  // One line per member on the company's statement, so each payout can be traced.
  info.batchBooking = false;
  doc.addPaymentInfo(info);

  for (const t of transfers) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(t.holder);
    tx.creditorIBAN = t.iban;
    tx.creditorBIC = t.bic;
    tx.amount = centsToEuros(t.actualAmount);
    tx.end2endId = String(t.id);
    tx.remittanceInfo = sepaText(t.invoiceNo ?? `Transfer ${t.id}`, 140);
    info.addTransaction(tx);
  }
  // The library offers no zone for CreDtTm: the one element it wrote is replaced (its text is digits and signs only).
  return doc.toString().replace(/<CreDtTm>[^<]*<\/CreDtTm>/, `<CreDtTm>${utcDateTime(created)}</CreDtTm>`);
}
