import { z } from 'zod';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** The two plans a membership level belongs to (spec section 1). */
export const MEMBERSHIP_TYPES = ['product', 'travel'] as const;
export type MembershipType = (typeof MEMBERSHIP_TYPES)[number];

/** The special offer a level has today (decision 117), as the public memberships show it: euros, `validTo` its last day. */
export const activeSpecialOfferSchema = z.strictObject({ id: z.number().int(), registrationPrice: z.number(), validTo: z.string() });
export type ActiveSpecialOffer = z.infer<typeof activeSpecialOfferSchema>;

/** GET /api/member_ships item (spec section 3 "Membership option"); amounts in euros. */
export const memberShipSchema = hydraItemSchema('MemberShip', {
  level: z.number().int(),
  name: z.string(),
  type: z.enum(MEMBERSHIP_TYPES),
  isDefault: z.boolean(),
  active: z.boolean(),
  positionAmount: z.number(),
  monthAmount: z.number(),
  /** The monthly fee when `monthAmount` is 0 (spec section 9 plan total). */
  monthlyPayment: z.number(),
  /** The fees of a member's 1st, 2nd... monthly payment of this level; past the list, the usual fee. */
  monthlyPayments: z.array(z.number()),
  /** Whether the provider's fee is added to a fee based on `monthAmount`, or on `monthlyPayment`. */
  isApplyFeeMonthAmount: z.boolean(),
  isApplyFeeMonthly: z.boolean(),
  annualAmount: z.number(),
  /** Levels that earn commissions also pay the annual renewal. */
  earnsCommissions: z.boolean(),
  travelFeatures: z.boolean(),
  /** The registration price new sign-ups may take instead of `positionAmount` today; null when none. */
  specialOffer: activeSpecialOfferSchema.nullable(),
});
export type MemberShip = z.infer<typeof memberShipSchema>;
export const memberShipCollectionSchema = hydraCollectionSchema(memberShipSchema);
