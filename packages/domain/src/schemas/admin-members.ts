import { z } from 'zod';
import { whenMissingOrWrongType } from './fields';
import { LANGUAGES } from '../i18n';
import { MEMBERSHIP_STATES } from '../membership-state';
import { adminAccessTokenSchema } from './admin-access-tokens';
import { USER_TYPES } from './auth';
import { PROFILE_USER_TYPES } from './profile';
import { binaryNodeSchema } from './network';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';
import { userRefSchema } from './users';

/** The account states the member search filters by (`status=`): blocked wins over active or inactive. */
export const ADMIN_MEMBER_STATUSES = ['active', 'inactive', 'blocked'] as const;
export type AdminMemberStatus = (typeof ADMIN_MEMBER_STATUSES)[number];

/** What an admin does to a member's access (issue 19), each audited with a reason. */
export const MEMBER_ACCOUNT_ACTIONS = ['block', 'unblock', 'end_sessions'] as const;
export type MemberAccountAction = (typeof MEMBER_ACCOUNT_ACTIONS)[number];
export const ACCOUNT_ACTION_REASON_MAX = 500;

/** POST /api/admin/members/{id}/block, /unblock and /end-sessions: why, trimmed and required (the audit shows it). */
export const memberAccountActionSchema = z.object({
  reason: z.string(whenMissingOrWrongType).trim().min(1, 'validation.required').max(ACCOUNT_ACTION_REASON_MAX),
});
export type MemberAccountActionInput = z.input<typeof memberAccountActionSchema>;

/** The roles the console grants and revokes (decision 113); the company root's ROLE_SYSTEM is nobody's to give. */
export const GRANTABLE_ROLES = ['ROLE_ADMIN'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** POST /api/admin/members/{id}/roles: grant (true) or revoke (false) a role, with the reason the audit keeps. */
export const memberRoleChangeSchema = memberAccountActionSchema.extend({
  role: z.enum(GRANTABLE_ROLES, whenMissingOrWrongType),
  granted: z.boolean(whenMissingOrWrongType),
});
export type MemberRoleChangeInput = z.input<typeof memberRoleChangeSchema>;

/** The access changes a member's record lists (from the audit log): the three actions above and admin roles. */
export const ACCOUNT_HISTORY_ACTIONS = [...MEMBER_ACCOUNT_ACTIONS, 'grant_admin', 'revoke_admin'] as const;
export type AccountHistoryAction = (typeof ACCOUNT_HISTORY_ACTIONS)[number];

/** A row of the console's member search (GET /api/admin/members). */
export const adminMemberSchema = hydraItemSchema('AdminMember', {
  username: z.string(),
  email: z.string(),
  /** First name and surname from the profile; null for admins and the root, who have none. */
  name: z.string().nullable(),
  membership: z.strictObject({ '@id': z.string(), id: z.number().int(), level: z.number().int(), name: z.string(), type: z.enum(USER_TYPES) }).nullable(),
  membershipState: z.enum(MEMBERSHIP_STATES),
  paidUntil: z.iso.date().nullable(),
  dateOfJoin: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  isSystem: z.boolean(),
  isAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Whether the server would let this admin "log in as" the member. */
  canLogInAs: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberCollectionSchema = hydraCollectionSchema(adminMemberSchema);

/** An admin's request that the member set a new password, and when the member did. */
const passwordChangeRequestSchema = z.strictObject({
  id: z.number().int(),
  admin: userRefSchema,
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** GET /api/admin/members/{id}: the row plus a profile summary, flags and the audits of the two admin actions (ten of each). */
export const adminMemberDetailSchema = adminMemberSchema.extend({
  language: z.enum(LANGUAGES),
  type: z.enum(USER_TYPES),
  roles: z.array(z.string()),
  annualPaidUntil: z.iso.date().nullable(),
  autoRenew: z.boolean(),
  /** The day from which the account is inactive (decision 114), set or cleared on this record. */
  deactivateDate: z.iso.date().nullable(),
  isEspecial: z.boolean(),
  isFreePremium: z.boolean(),
  isPromotion: z.boolean(),
  isfreeUser: z.boolean(),
  twoFactorEnabled: z.boolean(),
  sponsor: userRefSchema.nullable(),
  /** Null for admins and the company root, who have no profile. */
  profile: z.strictObject({
    dni: z.string(),
    mobile: z.string().nullable(),
    city: z.string().nullable(),
    userKind: z.enum(PROFILE_USER_TYPES),
    companyName: z.string().nullable(),
    hasBankData: z.boolean(),
    country: z.string().nullable(),
  }).nullable(),
  passwordChangeRequests: z.array(passwordChangeRequestSchema),
  /**
   * Blocks, unblocks, ended sessions and admin roles, newest first (the last ten) from the audit log. `reason` is
   * null for a block through PUT /api/users/{id}, `admin` for a role given by the command line (create-admin).
   */
  accountActions: z.array(z.strictObject({
    id: z.number().int(),
    action: z.enum(ACCOUNT_HISTORY_ACTIONS),
    reason: z.string().nullable(),
    admin: userRefSchema.nullable(),
    createdAt: z.iso.datetime(),
  })),
  impersonations: z.array(adminAccessTokenSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** POST /api/admin/members/{id}/require-password-change: the detail, and false when a request was already pending. */
export const passwordChangeRequiredSchema = adminMemberDetailSchema.extend({ changed: z.boolean() });
export type PasswordChangeRequired = z.infer<typeof passwordChangeRequiredSchema>;

/**
 * GET /api/admin/members/{id}/network: where the member stands (issue 19): sponsor and depth in the sponsor tree, binary
 * parent and depth, and the node the binary tree shows (side, this week's leg volume, carries, team points, members).
 */
export const adminMemberNetworkSchema = z.strictObject({
  '@id': z.string(),
  sponsor: userRefSchema.nullable(),
  sponsorDepth: z.number().int(),
  binaryParent: userRefSchema.nullable(),
  binaryDepth: z.number().int(),
  node: binaryNodeSchema,
});
export type AdminMemberNetwork = z.infer<typeof adminMemberNetworkSchema>;
