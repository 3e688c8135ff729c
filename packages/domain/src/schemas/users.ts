import { z } from 'zod';
import { binaryLegsSchema } from './binary-legs';
import { LANGUAGES } from '../i18n';
import { MEMBERSHIP_STATES } from '../membership-state';
import { DEFAULT_LEG_CHOICES, LEGS, USER_TYPES } from './auth';
import { paymentInstructionsSchema } from './payment-instructions';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Another user as a link: its IRI, id and username. */
export const userRefSchema = z.strictObject({ '@id': z.string(), id: z.number().int(), username: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

/** The member's level as the User embeds it (the MemberShip item, reduced to what the screens show). */
const userMembershipSchema = hydraItemSchema('MemberShip', { level: z.number().int(), name: z.string(), type: z.enum(USER_TYPES) });

/** Spec section 3 "User": never the row itself (no hash, no tree pointers); points in euros. */
export const userSchema = hydraItemSchema('User', {
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  type: z.enum(USER_TYPES),
  language: z.enum(LANGUAGES),
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  /** The day from which an admin made the account inactive (decision 114), if any. */
  deactivateDate: z.string().nullable(),
  isEspecial: z.boolean(),
  isFreePremium: z.boolean(),
  isSystem: z.boolean(),
  isPromotion: z.boolean(),
  isfreeUser: z.boolean(),
  accessPoints: z.number(),
  binaryFirst: z.number().int(),
  master: z.number().int(),
  /** The member's current general and travel clubs (`/api/clubs/{id}`), as the monthly qualification set them. */
  club: z.string().nullable(),
  clubTravel: z.string().nullable(),
  /** Qualified for a club that gives the right to collect the extra bonuses. */
  rightToCollection: z.boolean(),
  dateOfJoin: z.iso.datetime(),
  defaultLeg: z.enum(DEFAULT_LEG_CHOICES),
  landPage: z.string().nullable(),
  /** Null where the answer does not look it up (the admin's list, a fresh registration). */
  membership: userMembershipSchema.nullable(),
  sponsor: userRefSchema.nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  position: z.enum(LEGS).nullable(),
  psAddressId: z.string().nullable(),
  psId: z.string().nullable(),
  outbound: z.string().nullable(),
  /** Binary active (spec section 4): an active direct in each team. */
  isBinaryActive: z.boolean(),
  leftDirects: z.number().int(),
  rightDirects: z.number().int(),
  leftActiveDirects: z.number().int(),
  rightActiveDirects: z.number().int(),
  leftMembers: z.number().int(),
  rightMembers: z.number().int(),
  leftActiveMembers: z.number().int(),
  rightActiveMembers: z.number().int(),
  personalPoints: z.number(),
  ...binaryLegsSchema.shape,
  leftTeamPoints: z.number(),
  rightTeamPoints: z.number(),
  leftDirectPoints: z.number(),
  rightDirectPoints: z.number(),
  wallet: z.null(),
  avatar: z.null(),
  /** The avatar's address, or the placeholder image. */
  image: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userCollectionSchema = hydraCollectionSchema(userSchema);

/** GET /api/me: the User plus what the dashboard needs about the signed-in member. */
export const currentUserSchema = userSchema.extend({
  registrationLink: z.string(),
  presentationLink: z.string(),
  /** The admin acting as this member ("log in as"), or null in the member's own sessions. */
  impersonatedBy: z.strictObject({ id: z.number().int(), username: z.string().nullable() }).nullable(),
  /** Spec section 4: the monthly fee is paid until this day, the annual renewal until that one. */
  paidUntil: z.iso.date().nullable(),
  annualPaidUntil: z.iso.date().nullable(),
  membershipState: z.enum(MEMBERSHIP_STATES),
  /** Renew the monthly fee from the wallet when it falls due. */
  autoRenew: z.boolean(),
  /** Spec section 6: the membership unlocks the travel search engine (Enjoy Travel VIP and above). */
  travelFeatures: z.boolean(),
  /** An admin in production without two-factor authentication: the server refuses all but enrolment. */
  twoFactorRequired: z.boolean(),
  /** `annualRenewalDue`: an earner's annual renewal is past due, so new commissions stay retained (DESIGN.md section 7). */
  alerts: z.strictObject({ missingBankData: z.boolean(), twoFactorDisabled: z.boolean(), annualRenewalDue: z.boolean() }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /api/register (201): the new User and, for a paid level, how to pay it. */
export const registeredUserSchema = userSchema.extend({ payment: paymentInstructionsSchema.nullable() });
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

/** GET /api/sponsor/{username}: the public card of who invites a newcomer. */
export const sponsorSchema = userRefSchema.extend({ name: z.string(), defaultLeg: z.enum(DEFAULT_LEG_CHOICES) });
export type Sponsor = z.infer<typeof sponsorSchema>;

/** GET /api/checkDni|checkEmail|checkUsername/{value} (spec section 5): whether the value is taken. */
export const existsAnswerSchema = z.strictObject({ exists: z.boolean() });
export type ExistsAnswer = z.infer<typeof existsAnswerSchema>;

/** GET /api/presentation/{name}: what a visitor of the public presentation page may see of a member. */
export const presentationSchema = z.strictObject({
  username: z.string(),
  /** First name and the surname's initial. */
  name: z.string(),
  /** The public photo's address (a new photo is a new URL), or null: then the initials are shown. */
  image: z.string().nullable(),
  landPage: z.string().nullable(),
  registrationLink: z.string(),
});
export type Presentation = z.infer<typeof presentationSchema>;
