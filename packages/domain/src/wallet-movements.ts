/**
 * Spec section 7 `action[]` of GET /api/wallet_movements: the member accounts a movement can land on
 * (DESIGN.md section 6). The server's ledger schema holds the same list.
 */
export const WALLET_ACCOUNTS = ['wallet_available', 'wallet_retained', 'enjoy_points', 'travel_points'] as const;
export type WalletAccount = (typeof WALLET_ACCOUNTS)[number];

/**
 * Every account a member holds (the ledger's source list): the wallet's four and `member_debt`, what a refund
 * clawed back beyond the balances (DESIGN.md section 7); its movements are listed like the others'.
 */
export const MEMBER_ACCOUNT_KINDS = [...WALLET_ACCOUNTS, 'member_debt'] as const;

/** Accounts that count points, not euros (1 point = 1 euro, in cents too): the members' and the company's points issued. */
export const POINT_ACCOUNT_KINDS: readonly string[] = ['enjoy_points', 'travel_points', 'company_points_issued'];

/** The accounts an admin may credit or debit by hand (POST /api/admin/wallets/{id}/adjust). */
export const ADJUSTABLE_ACCOUNTS = ['wallet_available', 'enjoy_points', 'travel_points'] as const;
export type AdjustableAccount = (typeof ADJUSTABLE_ACCOUNTS)[number];

/** Spec section 3 "Wallet movement" teasers: Enjoy Pass and Enjoy Points movements are told apart from the rest. */
export const WALLET_MOVEMENT_TEASERS = ['enjoypass', 'enjoypoint', 'system'] as const;
export type WalletMovementTeaser = (typeof WALLET_MOVEMENT_TEASERS)[number];

/**
 * The business events (ledger transaction kinds, the `type[]` filter) that move a member's accounts,
 * in the order a member thinks of them: earnings, payouts, what they paid, then their reservations
 * (decision 082). `reservation.confirm` is not among them: it moves the held money to revenue, no member account.
 */
export const WALLET_MOVEMENT_TYPES = [
  'commission.direct', 'commission.unilevel', 'commission.binary', 'commission.extra_bonus', 'commission.release', 'bonus.enjoy', 'bonus.enjoy_clawback',
  'payout.request', 'payout.cancel',
  'payment.register', 'payment.upgrade', 'payment.monthly', 'payment.annual', 'payment.movement', 'payment.enjoy_points', 'payment.enjoy_pass',
  'reservation.deposit', 'reservation.payment', 'reservation.cancel',
] as const;
export type WalletMovementType = (typeof WALLET_MOVEMENT_TYPES)[number];

/** The points accounts (1 point = 1 euro): what the Enjoy Points page lists the movements of. */
export const POINTS_ACCOUNTS = ['enjoy_points', 'travel_points'] as const satisfies readonly WalletAccount[];
