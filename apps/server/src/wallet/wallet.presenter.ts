import { centsToEuros, type Wallet, type WalletInfo } from '@vo/domain';
import type { MemberAccountKind } from '../ledger/ledger.service';
import { hydraCollection, hydraItem } from '../lib/hydra';

type Balances = Record<MemberAccountKind, number>;

/** Spec section 3 "Wallet": a member's balances in euros and points (1 point = 1 euro), from the ledger's cents. */
export const presentWallet = (userId: number, b: Balances): Wallet =>
  hydraItem('wallets', 'Wallet', userId, {
    user: `/api/users/${userId}`,
    available: centsToEuros(b.wallet_available),
    retained: centsToEuros(b.wallet_retained),
    total: centsToEuros(b.wallet_available + b.wallet_retained),
    enjoyPoints: centsToEuros(b.enjoy_points),
    travelPoints: centsToEuros(b.travel_points),
  });

/** GET /api/wallets: the viewer's own wallet as a collection of one. */
export const presentOwnWallets = (wallet: Wallet) => hydraCollection('/api/wallets', new URLSearchParams(), [wallet], 1, { page: 1, itemsPerPage: 30 });

/** GET /api/wallets/info: the wallet without `@id`/`@type`, plus the payout requests waiting and paid, in euros. */
export function presentWalletInfo(userId: number, b: Balances, payouts: { pending: number; confirmed: number }): WalletInfo {
  const { '@id': _id, '@type': _type, ...wallet } = presentWallet(userId, b);
  return { ...wallet, pendingTransfers: centsToEuros(payouts.pending), confirmedTransfers: centsToEuros(payouts.confirmed) };
}
