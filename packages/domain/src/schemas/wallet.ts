import { z } from 'zod';
import { ADJUSTABLE_ACCOUNTS, MEMBER_ACCOUNT_KINDS, WALLET_MOVEMENT_TEASERS } from '../wallet-movements';
import { memberRefSchema } from './member-ref';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

const balances = {
  /** The member, as an IRI. */
  user: z.string(),
  available: z.number(),
  retained: z.number(),
  /** Available plus retained. */
  total: z.number(),
  enjoyPoints: z.number(),
  travelPoints: z.number(),
};

/** Spec section 3 "Wallet": a member's balances in euros and points (1 point = 1 euro); its id is the member's. */
export const walletSchema = hydraItemSchema('Wallet', balances);
export type Wallet = z.infer<typeof walletSchema>;
/** GET /api/wallets: the viewer's own wallet, a collection of one. */
export const walletCollectionSchema = hydraCollectionSchema(walletSchema);

/** GET /api/wallets/info: the balances plus the payout requests waiting and already paid, in euros (home's money card). */
export const walletInfoSchema = z.strictObject({
  id: z.number().int(),
  ...balances,
  pendingTransfers: z.number(),
  confirmedTransfers: z.number(),
});
export type WalletInfo = z.infer<typeof walletInfoSchema>;

/** Spec section 3 "Wallet movement": one ledger entry on a member's account; `value` signed, in euros (points for the points accounts). */
export const walletMovementSchema = hydraItemSchema('WalletMovement', {
  user: z.string().nullable(),
  value: z.number(),
  teaser: z.enum(WALLET_MOVEMENT_TEASERS),
  account: z.enum(MEMBER_ACCOUNT_KINDS),
  /** The business event (`commission.direct`, `payout.request`, ...): WALLET_MOVEMENT_TYPES and the admin's and refunds' own. */
  type: z.string(),
  reason: z.string(),
  /** What the movement belongs to (`reservation:{locator}`, `payment:{id}`, `transfer:{id}`), when anything. */
  reference: z.string().nullable(),
  level: z.number().int().nullable(),
  fromUser: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  createAt: z.iso.datetime(),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;
export const walletMovementCollectionSchema = hydraCollectionSchema(walletMovementSchema);

/** GET /api/admin/wallet_movements: every member's movements, each with whose it is. */
export const adminWalletMovementSchema = walletMovementSchema.extend({ member: memberRefSchema });
export type AdminWalletMovement = z.infer<typeof adminWalletMovementSchema>;
export const adminWalletMovementCollectionSchema = hydraCollectionSchema(adminWalletMovementSchema);

/**
 * POST /api/admin/wallets/{id}/adjust: a manual credit or debit of a member's wallet or points with the admin's reason;
 * signed euros (or points), two decimals at most, never zero.
 */
export const walletAdjustmentSchema = z.object({
  account: z.enum(ADJUSTABLE_ACCOUNTS, 'validation.invalid'),
  amount: z.number('validation.invalid').refine((v) => v !== 0 && Math.abs(v) <= 1_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'validation.invalid'),
  reason: z.string('validation.required').trim().min(3, 'validation.invalid').max(500),
});
export type WalletAdjustmentInput = z.input<typeof walletAdjustmentSchema>;

/** What POST /api/admin/wallets/{id}/adjust answers: the signed amount moved and the account's balance after it. */
export const walletAdjustmentResultSchema = z.strictObject({
  user: z.string(),
  account: z.enum(ADJUSTABLE_ACCOUNTS),
  amount: z.number(),
  balance: z.number(),
});
export type WalletAdjustmentResult = z.infer<typeof walletAdjustmentResultSchema>;
