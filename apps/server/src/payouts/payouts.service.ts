import { AmountRuleError, payoutBreakdown } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/current-user';
import { isOwnerOrAdmin, ownedOrAdmin } from '../auth/owner-or-admin';
import type { Db, Tx } from '../db/client';
import { transfers } from '../db/schema';
import { issueInvoice } from '../invoices/invoices.service';
import { postTransaction, type Posting } from '../ledger/ledger.service';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../lib/errors';
import { madeWithKey } from '../lib/idempotency';
import { payoutTerms } from './payout-terms';
import { findTransfer, type TransferRow } from './transfer-list';

type Transfer = typeof transfers.$inferSelect;

const toBp = (percent: number) => Math.round(percent * 100);
const payable = { company: 'company_payouts_payable' } as const;
const wallet = (userId: number) => ({ userId, kind: 'wallet_available' }) as const;
const nonZero = (postings: Posting[]) => postings.filter((p) => p.amount !== 0);

/** The transfer as every answer presents it (after a change, read inside the change's transaction). */
const presentable = async (tx: Db | Tx, id: number): Promise<TransferRow> => (await findTransfer(tx, id))!;

/** The pending transfer, locked; members reach only their own, admins any. */
async function lockPending(tx: Tx, viewer: SessionUser, id: number): Promise<Transfer> {
  const [transfer] = await tx.select().from(transfers).where(eq(transfers.id, id)).for('update');
  if (!transfer || !isOwnerOrAdmin(viewer, transfer.userId)) throw new AppError('TRANSFER_NOT_FOUND');
  if (transfer.status !== 'pending') throw new AppError('TRANSFER_NOT_VALID');
  return transfer;
}

export function payoutsService(db: Db) {
  return {
    async own(viewer: SessionUser, id: number): Promise<TransferRow> {
      return ownedOrAdmin(viewer, await findTransfer(db, id), (row) => row.transfer.userId, 'TRANSFER_NOT_FOUND');
    },

    /**
     * A payout request: the amount leaves the available wallet for payouts payable in the same transaction. With an
     * idempotency key, the member's transfer already made with that key is the answer (a double submit, a retry).
     */
    async request(member: SessionUser, requestAmount: number, idempotencyKey?: string): Promise<TransferRow> {
      return db.transaction(async (tx) => {
        const earlier = await madeWithKey(tx, transfers, member.id, idempotencyKey);
        if (earlier) return presentable(tx, earlier);
        const terms = await payoutTerms(tx, member);
        if (!terms.allowed) throw new AppError('PAYOUT_NOT_ALLOWED');
        if (!terms.iban || !terms.bic) throw new AppError('BANK_DATA_MISSING');
        let amounts;
        try {
          amounts = payoutBreakdown({ ...terms, requestAmount });
        } catch (error) {
          if (error instanceof AmountRuleError) throw new AppError('VALIDATION', [error.violation]);
          throw error;
        }
        const [transfer] = await tx.insert(transfers).values({
          userId: member.id, requestAmount, transferCost: amounts.transferCost, irpf: amounts.irpf, iva: amounts.vat,
          irpfRateBp: toBp(terms.irpfRatePercent), ivaRateBp: toBp(terms.vatRatePercent),
          requestTotal: amounts.requestTotal, actualAmount: amounts.actualAmount, iban: terms.iban, bic: terms.bic, idempotencyKey,
        }).returning();
        // The ledger's conditional update is the real guard: two requests at once cannot both spend the same euro.
        await postTransaction(tx, {
          kind: 'payout.request', reason: 'transfer', reference: `transfer:${transfer!.id}`,
          postings: [{ account: wallet(member.id), amount: -requestAmount }, { account: payable, amount: requestAmount }],
        });
        return presentable(tx, transfer!.id);
      });
    },

    /** The member (own, pending) or an admin cancels: the amount goes back to the available wallet. */
    async cancel(viewer: SessionUser, id: number, reason: string | null): Promise<TransferRow> {
      return db.transaction(async (tx) => {
        const transfer = await lockPending(tx, viewer, id);
        await postTransaction(tx, {
          kind: 'payout.cancel', reason: 'transfer cancelled', reference: `transfer:${id}`,
          postings: [{ account: payable, amount: -transfer.requestAmount }, { account: wallet(transfer.userId), amount: transfer.requestAmount }],
        });
        await tx.update(transfers).set({ status: 'cancelled', reason, decidedBy: viewer.id, confirmAt: new Date() }).where(eq(transfers.id, id));
        return presentable(tx, id);
      });
    },

    /**
     * An admin accepts (pays) a pending transfer: the bank sends `actualAmount`, IRPF withheld is owed
     * to the tax office, the member's VAT is deductible, the cost is revenue; the member's
     * self-billing "issued" invoice is numbered in the same transaction.
     */
    async accept(admin: SessionUser, id: number, ip: string): Promise<TransferRow> {
      return db.transaction(async (tx) => {
        const t = await lockPending(tx, admin, id);
        await postTransaction(tx, {
          kind: 'payout.accept', reason: 'transfer paid', reference: `transfer:${id}`,
          postings: nonZero([
            { account: payable, amount: -t.requestAmount },
            { account: { company: 'company_bank' }, amount: t.actualAmount },
            { account: { company: 'company_taxes' }, amount: t.irpf - t.iva },
            { account: { company: 'company_revenue' }, amount: t.transferCost },
          ]),
        });
        const invoice = await issueInvoice(tx, {
          type: 'issued', userId: t.userId, concept: { kind: 'commissions', transferId: id },
          net: t.requestAmount, tax: t.iva, taxRateBp: t.ivaRateBp, withholding: t.irpf,
        });
        await tx.update(transfers).set({ status: 'accepted', invoiceId: invoice.id, decidedBy: admin.id, confirmAt: new Date() }).where(eq(transfers.id, id));
        await recordAudit(tx, { kind: 'payout_accepted', actorId: admin.id, memberId: t.userId, ip, details: { transferId: id, amountCents: t.requestAmount, paidCents: t.actualAmount } });
        return presentable(tx, id);
      });
    },
  };
}
export type PayoutsService = ReturnType<typeof payoutsService>;
