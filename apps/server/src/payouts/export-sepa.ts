import { centsToEuros } from '@vo/domain';
import { Document } from 'sepa';
import type { ExportedTransfer } from './export-batch';

export interface SepaDebtor {
  name: string;
  iban: string;
  bic: string;
}

/**
 * Free text as the SEPA Latin character set allows it (accents dropped, other signs become spaces), at most
 * `max` characters: banks reject a file with anything else.
 */
export function sepaText(text: string, max = 70): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** `VO` and the moment of the export: unique per file, as banks want the message id. */
const messageId = (created: Date) => `VO${created.toISOString().replace(/\D/g, '').slice(0, 14)}`;

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
  return doc.toString();
}
