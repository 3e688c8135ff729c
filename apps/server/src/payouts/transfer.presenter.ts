import { centsToEuros, type PayoutTerms, type Transfer } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { PayoutTermsInCents } from './payout-terms';
import type { TransferRow } from './transfer-list';

/** Spec section 3 "Transfer", amounts in euros; `amount` is what left the wallet. */
export const presentTransfer = ({ transfer: t, username, invoiceNo }: TransferRow): Transfer =>
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

/** GET /api/transfers/terms: the request form's live breakdown and checks, in euros. */
export const presentPayoutTerms = (terms: PayoutTermsInCents): PayoutTerms => ({
  ...terms,
  minimum: centsToEuros(terms.minimum),
  available: centsToEuros(terms.available),
  transferCost: centsToEuros(terms.transferCost),
  bankDataComplete: Boolean(terms.iban && terms.bic),
});
