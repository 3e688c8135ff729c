import { z } from 'zod';
import { binaryLegsSchema } from './binary-legs';
import { DEFAULT_LEG_CHOICES, LEGS } from './auth';
import { hydraCollectionSchema } from './responses/hydra';

/** The membership a network screen shows beside a member: its level (1 pre … 9 master) and name; null without one. */
const membershipBadgeSchema = z.strictObject({ level: z.number().int(), name: z.string() }).nullable();

/** A node of the binary tree (DESIGN.md section 5), as GET /api/users/binaryLastLeaf sends it; points in euros. */
export const binaryNodeSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  username: z.string(),
  membership: membershipBadgeSchema,
  isActive: z.boolean(),
  isBinaryActive: z.boolean(),
  position: z.enum(LEGS).nullable(),
  parentId: z.number().int().nullable(),
  ...binaryLegsSchema.shape,
  leftTeamPoints: z.number(),
  rightTeamPoints: z.number(),
  leftMembers: z.number().int(),
  rightMembers: z.number().int(),
  leftActiveMembers: z.number().int(),
  rightActiveMembers: z.number().int(),
  /** Whether more lies below on that side (what tells at the window's edge). */
  hasLeft: z.boolean(),
  hasRight: z.boolean(),
});
export type BinaryNode = z.infer<typeof binaryNodeSchema>;

/** A node of a binary tree window, `level` steps below its root: inside the window a null child is an empty slot. */
export const binaryTreeNodeSchema = binaryNodeSchema.extend({
  level: z.number().int(),
  get left(): z.ZodNullable<typeof binaryTreeNodeSchema> {
    return binaryTreeNodeSchema.nullable();
  },
  get right(): z.ZodNullable<typeof binaryTreeNodeSchema> {
    return binaryTreeNodeSchema.nullable();
  },
}).meta({ id: 'BinaryTreeNode' });
export type BinaryTreeNode = z.infer<typeof binaryTreeNodeSchema>;

/** GET /api/users/{id}/binarytree: `levels` levels below a member, never the whole tree; `canGoUp` when above is theirs to see. */
export const binaryTreeSchema = z.strictObject({
  '@id': z.string(),
  '@type': z.literal('BinaryTree'),
  levels: z.number().int(),
  canGoUp: z.boolean(),
  root: binaryTreeNodeSchema,
});
export type BinaryTree = z.infer<typeof binaryTreeSchema>;

/** A member of one sponsorship level (GET /api/users/{id}/unilevel); personal points in euros. */
export const unilevelMemberSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  username: z.string(),
  level: z.number().int(),
  isActive: z.boolean(),
  dateOfJoin: z.iso.datetime(),
  membership: membershipBadgeSchema,
  /** The sponsor's username. */
  sponsor: z.string().nullable(),
  directs: z.number().int(),
  personalPoints: z.number(),
});
export type UnilevelMember = z.infer<typeof unilevelMemberSchema>;
export const unilevelMemberCollectionSchema = hydraCollectionSchema(unilevelMemberSchema);

/** Members, active members and personal points (euros) of one sponsorship level. */
export const unilevelLevelSchema = z.strictObject({
  level: z.number().int(),
  members: z.number().int(),
  activeMembers: z.number().int(),
  points: z.number(),
});
export type UnilevelLevel = z.infer<typeof unilevelLevelSchema>;

/** GET /api/users/{id}/unilevelInfo: every sponsorship level below the member that has someone in it. */
export const unilevelInfoSchema = z.strictObject({ '@id': z.string(), levels: z.array(unilevelLevelSchema) });
export type UnilevelInfo = z.infer<typeof unilevelInfoSchema>;

/**
 * A member who generated Enjoy bonuses: the Travel Points they generated (euros, net of claw-backs), how many bonuses,
 * and the points clawed back when their reservations were cancelled.
 */
export const enjoyMemberSchema = z.strictObject({ id: z.number().int(), username: z.string(), points: z.number(), bonuses: z.number().int(), clawedBack: z.number() });
export type EnjoyMember = z.infer<typeof enjoyMemberSchema>;

export const enjoyLevelSchema = z.strictObject({ level: z.number().int(), points: z.number(), members: z.array(enjoyMemberSchema) });
export type EnjoyLevel = z.infer<typeof enjoyLevelSchema>;

/** GET /api/users/{id}/unilevelenjoy: the Enjoy bonus tree, who generated Enjoy bonuses for the member, by level. */
export const unilevelEnjoySchema = z.strictObject({ '@id': z.string(), levels: z.array(enjoyLevelSchema) });
export type UnilevelEnjoy = z.infer<typeof unilevelEnjoySchema>;

/** One of the viewer's active directs (GET /api/users/activeDirects): the leg of the sponsor's tree they joined. */
export const activeDirectSchema = z.strictObject({
  '@id': z.string(),
  id: z.number().int(),
  username: z.string(),
  leg: z.enum(LEGS).nullable(),
  dateOfJoin: z.iso.datetime(),
});
export type ActiveDirect = z.infer<typeof activeDirectSchema>;
export const activeDirectCollectionSchema = hydraCollectionSchema(activeDirectSchema);

/** The member's directs on one leg; direct points in euros. */
export const legDirectsSchema = z.strictObject({ directs: z.number().int(), activeDirects: z.number().int(), directPoints: z.number() });
export type LegDirects = z.infer<typeof legDirectsSchema>;

/** GET /api/userStats/directs: directs per leg, whether binary active, which legs still lack an active direct, the default leg. */
export const directsStatsSchema = z.strictObject({
  left: legDirectsSchema,
  right: legDirectsSchema,
  isBinaryActive: z.boolean(),
  missingLegs: z.array(z.enum(LEGS)),
  defaultLeg: z.enum(DEFAULT_LEG_CHOICES),
  defaultLegChoices: z.array(z.enum(DEFAULT_LEG_CHOICES)),
});
export type DirectsStats = z.infer<typeof directsStatsSchema>;
