/**
 * Spec section 7 `action[]` of GET /api/wallet_movements: the member accounts a movement can land on
 * (DESIGN.md section 6). The server's ledger schema holds the same list.
 */
export const WALLET_ACCOUNTS = ['wallet_available', 'wallet_retained', 'enjoy_points', 'travel_points'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

/**
 * The business events (ledger transaction kinds, the `type[]` filter) that move a member's accounts,
 * in the order a member thinks of them: earnings, payouts, then what they paid.
 */
export const WALLET_MOVEMENT_TYPES = [
  'commission.direct', 'commission.unilevel', 'commission.binary', 'commission.release',
  'payout.request', 'payout.cancel',
  'payment.register', 'payment.upgrade', 'payment.monthly', 'payment.annual', 'payment.movement', 'payment.enjoy_points', 'payment.enjoy_pass',
] as const;
