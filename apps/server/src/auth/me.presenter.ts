import { annualRenewalPastDue, membershipState, type CurrentUser } from '@vo/domain';
import { AVATAR_PLACEHOLDER, presentUser } from '../users/user.presenter';
import { hasTravelFeatures, type Session } from './current-user';

/** GET /api/me: the User plus what the dashboard needs about the signed-in member. */
export function presentMe(session: Session, twoFactorRequired = false): CurrentUser {
  const { user } = session;
  // Added to the fresh User rather than spread into a new object: spreading its sixty properties took
  // 40 µs a call in V8 (a slow copy), most of the presenter's cost; the keys keep the same order.
  return Object.assign(presentUser(user, session.legTotals, session), {
    image: session.photoId ? `/api/presentation/${encodeURIComponent(user.username)}/photo?v=${session.photoId}` : AVATAR_PLACEHOLDER,
    registrationLink: `/auth/registration/${encodeURIComponent(user.username)}`,
    presentationLink: `/p/${encodeURIComponent(user.landPage ?? user.username)}?lang=${user.language}`,
    // Set while an admin acts as the member (GET /api/admin-access-token/auth/{id}).
    impersonatedBy: session.impersonatorId ? { id: session.impersonatorId, username: session.impersonatorUsername } : null,
    paidUntil: user.paidUntil,
    annualPaidUntil: user.annualPaidUntil,
    membershipState: membershipState(user.paidUntil),
    autoRenew: user.autoRenew,
    travelFeatures: hasTravelFeatures(session),
    // An admin in production without 2FA: the browser sends them to enrol before anything else.
    twoFactorRequired,
    alerts: {
      missingBankData: !session.hasBankData,
      twoFactorDisabled: !session.twoFactorEnabled,
      // DESIGN.md section 7: why the wallet and the weekly card say new commissions stay retained.
      annualRenewalDue: annualRenewalPastDue(user.annualPaidUntil, session.membership?.earnsCommissions === true),
    },
  });
}
