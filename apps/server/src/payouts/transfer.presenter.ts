import { centsToEuros } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { TransferRow } from './transfer-list';

/** Spec section 3 "Transfer", amounts in euros; `amount` is what left the wallet. */
export const presentTransfer = ({ transfer: t, username, invoiceNo }: TransferRow) =>
  hydraItem('transfers', 'Transfer', t.id, {
    user: `/api/users/${t.userId}`,
    username,
    status: t.status,
    amount: centsToEuros(t.requestAmount),
    requestAmount: centsToEuros(t.requestAmount),
    transferCost: centsToEuros(t.transferCost),
    irpfRate: t.irpfRateBp / 100,
    ivaRate: t.ivaRateBp / 100,
    irpf: centsToEuros(t.irpf),
    iva: centsToEuros(t.iva),
    requestTotal: centsToEuros(t.requestTotal),
    actualAmount: centsToEuros(t.actualAmount),
    iban: t.iban,
    bic: t.bic,
    reason: t.reason,
    invoice: t.invoiceId ? `/api/invoices/${t.invoiceId}` : null,
    invoiceNo,
    confirmAt: t.confirmAt?.toISOString() ?? null,
    createAt: t.createdAt.toISOString(),
  });
