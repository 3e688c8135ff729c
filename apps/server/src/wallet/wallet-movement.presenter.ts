import { centsToEuros, type AdminWalletMovement, type WalletMovement, type WalletMovementTeaser } from '@vo/domain';
import { presentMemberRef } from '../admin/member-ref';
import type { MemberAccountKind } from '../ledger/ledger.service';
import { hydraItem } from '../lib/hydra';
import type { WalletMovementRow } from './wallet-movement-list';

/** Spec teasers: Enjoy Pass and Enjoy Points movements are told apart from the rest ("system"). */
function teaser(row: WalletMovementRow): WalletMovementTeaser {
  if (row.kind === 'payment.enjoy_pass') return 'enjoypass';
  if (row.account === 'enjoy_points') return 'enjoypoint';
  return 'system';
}

/** Spec section 3 "Wallet movement": one ledger entry on a member's account, its value in euros (or points), signed. */
export const presentWalletMovement = (row: WalletMovementRow): WalletMovement =>
  hydraItem('wallet_movements', 'WalletMovement', row.id, {
    user: row.userId ? `/api/users/${row.userId}` : null,
    value: centsToEuros(row.amount),
    teaser: teaser(row),
    // Movements are listed from member accounts only (their `user` is set), never from the company's.
    account: row.account as MemberAccountKind,
    type: row.kind,
    reason: row.reason,
    reference: row.reference,
    level: row.level,
    fromUser: row.fromUserId && row.fromUsername !== null ? { id: row.fromUserId, username: row.fromUsername } : null,
    createAt: row.createdAt.toISOString(),
  });

/** A movement as its member sees it, plus whose it is (the console's list of every member's). */
export const presentAdminWalletMovement = (row: WalletMovementRow): AdminWalletMovement => ({ ...presentWalletMovement(row), member: presentMemberRef(row.member) });
