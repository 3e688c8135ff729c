import { z } from 'zod';
import { eurosField } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Spec section 4: a payout request waits (pending) until an admin pays it (accepted) or it is cancelled. */
export const TRANSFER_STATUSES = ['pending', 'cancelled', 'accepted'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** POST /api/transfers: the euros to take out of the available wallet (the server applies minimum and balance). */
export const transferRequestSchema = z.object({ requestAmount: eurosField });
export type TransferRequest = z.output<typeof transferRequestSchema>;

/** An admin's or member's cancellation; the reason is kept on the transfer. */
export const transferCancelSchema = z.object({ reason: z.string().trim().max(500).optional() });

/** PUT /api/transfers/{id}: the one change a member may make to their own request, cancelling it. */
export const transferUpdateSchema = z.object({ status: z.literal('cancelled', 'validation.invalid'), reason: transferCancelSchema.shape.reason });

/** Spec section 3 "Transfer", amounts in euros; `amount` is what left the wallet, rates are percents. */
export const transferSchema = hydraItemSchema('Transfer', {
  user: z.string(),
  username: z.string(),
  status: z.enum(TRANSFER_STATUSES),
  amount: z.number(),
  requestAmount: z.number(),
  transferCost: z.number(),
  irpfRate: z.number(),
  ivaRate: z.number(),
  irpf: z.number(),
  iva: z.number(),
  requestTotal: z.number(),
  actualAmount: z.number(),
  iban: z.string(),
  bic: z.string(),
  reason: z.string().nullable(),
  /** The member's self-billing invoice once paid, as an IRI, and its number. */
  invoice: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  /** When it was paid or cancelled. */
  confirmAt: z.iso.datetime().nullable(),
  createAt: z.iso.datetime(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferCollectionSchema = hydraCollectionSchema(transferSchema);

/**
 * GET /api/transfers/terms: what a payout of this member depends on (DESIGN.md section 8), in euros and percents;
 * `expected` is the company days (YYYY-MM-DD) a request made now is paid between.
 */
export const payoutTermsSchema = z.strictObject({
  allowed: z.boolean(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankDataComplete: z.boolean(),
  minimum: z.number(),
  available: z.number(),
  transferCost: z.number(),
  irpfRatePercent: z.number(),
  vatRatePercent: z.number(),
  expected: z.strictObject({ from: z.iso.date(), to: z.iso.date() }),
});
export type PayoutTerms = z.infer<typeof payoutTermsSchema>;
