import type { CurrentUser } from '@/api/me';

export type MembershipState = 'correct' | 'outOfDate';

/** Today in the member's clock as YYYY-MM-DD (paid-until days are calendar days). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Spec section 4 "Membership payment": the server's `membershipState`; when an older server does not send it,
 * the paid-until day decides as the server does (out of date once it has passed).
 */
export function membershipStateOf(user: Pick<CurrentUser, 'membershipState' | 'paidUntil' | 'membership'>): MembershipState | null {
  if (user.membershipState) return user.membershipState;
  if (!user.membership || user.paidUntil === undefined) return null;
  return user.paidUntil !== null && user.paidUntil < today() ? 'outOfDate' : 'correct';
}
