import { centsToEuros } from '@vo/domain';
import Papa from 'papaparse';
import type { ExportedTransfer } from './export-batch';

const euros = (cents: number) => centsToEuros(cents).toFixed(2);

/**
 * The batch as CSV for people (accounting, a bank portal upload by hand): one row per transfer, amounts in
 * euros with a dot and two decimals, the acceptance moment in ISO 8601 (UTC).
 */
export function payoutsCsv(transfers: ExportedTransfer[]): string {
  return Papa.unparse({
    fields: ['transferId', 'confirmAt', 'username', 'holder', 'iban', 'bic', 'requestAmount', 'transferCost', 'irpf', 'iva', 'actualAmount', 'invoiceNo'],
    data: transfers.map((t) => [
      t.id, t.confirmAt.toISOString(), t.username, t.holder, t.iban, t.bic,
      euros(t.requestAmount), euros(t.transferCost), euros(t.irpf), euros(t.iva), euros(t.actualAmount), t.invoiceNo ?? '',
    ]),
  }, { newline: '\r\n', escapeFormulae: true });
}
