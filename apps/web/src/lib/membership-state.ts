import { membershipState, type MembershipState } from '@vo/domain';
import type { CurrentUser } from '@/api/me';

/**
 * Spec section 4 "Membership payment": the server's `membershipState`; when an older server does not send it,
 * the domain's rule decides on the Madrid day, as the server does.
 */
export function membershipStateOf(user: Pick<CurrentUser, 'membershipState' | 'paidUntil' | 'membership'>): MembershipState | null {
  if (user.membershipState) return user.membershipState;
  if (!user.membership || user.paidUntil === undefined) return null;
  return membershipState(user.paidUntil);
}
