import { centsToEuros, type AdjustableAccount, type WalletAdjustmentResult } from '@vo/domain';

/** What an admin's adjustment did: the amount as asked (signed euros or points) and the account's balance after it. */
export const presentWalletAdjustment = (memberId: number, account: AdjustableAccount, amount: number, balanceCents: number): WalletAdjustmentResult =>
  ({ user: `/api/users/${memberId}`, account, amount, balance: centsToEuros(balanceCents) });
