import { apiFetch } from './client';

/** GET /api/me (docs/api.md): the User of spec section 3 plus what the dashboard needs. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  roles: string[];
  type: 'product' | 'travel' | null;
  language?: string;
  isActive: boolean;
  isBlocked?: boolean;
  dateOfJoin?: string;
  defaultLeg?: string | null;
  membership: { id: number; level: number; name: string; type: string } | null;
  sponsor: { id: number; username: string } | null;
  alerts?: { missingBankData?: boolean; twoFactorDisabled?: boolean };
  /** An admin in production without two-factor authentication: the server refuses all but enrolment (DESIGN.md section 4). */
  twoFactorRequired?: boolean;
  registrationLink?: string;
  /** The landing-page name of the presentation page (my account → landing page), or null. */
  landPage?: string | null;
  presentationLink?: string;
  image?: string;
  /** Network figures (docs/api.md "Network"): directs and binary status immediate, team totals daily. */
  isBinaryActive?: boolean;
  leftDirects?: number;
  rightDirects?: number;
  leftActiveDirects?: number;
  rightActiveDirects?: number;
  leftMembers?: number;
  rightMembers?: number;
  leftActiveMembers?: number;
  rightActiveMembers?: number;
  personalPoints?: number;
  leftPoints?: number;
  rightPoints?: number;
  leftTeamPoints?: number;
  rightTeamPoints?: number;
  leftDirectPoints?: number;
  rightDirectPoints?: number;
  /** Membership payment (spec section 4): the monthly fee is paid until this day (YYYY-MM-DD). */
  paidUntil?: string | null;
  /** The annual renewal is paid until this day. */
  annualPaidUntil?: string | null;
  /** 'outOfDate': the member is prompted to reactivate (pay the monthly fee). */
  membershipState?: 'correct' | 'outOfDate';
  /** Renew the monthly fee from the wallet when it falls due. */
  autoRenew?: boolean;
  /** The admin acting as this member ("log in as"), or null in the member's own sessions. */
  impersonatedBy?: { id: number; username: string | null } | null;
}

export function getMe(signal?: AbortSignal): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/me', { signal });
}

/** The user the login has just fetched, handed to the guard so it does not ask twice. */
let primed: { user: CurrentUser; at: number } | null = null;

export function primeCurrentUser(user: CurrentUser): void {
  primed = { user, at: Date.now() };
}

/** The primed user if it is a few seconds old at most (then forgotten). */
export function takePrimedCurrentUser(maxAgeMs = 10_000): CurrentUser | undefined {
  const value = primed && Date.now() - primed.at <= maxAgeMs ? primed.user : undefined;
  primed = null;
  return value;
}
