import { z } from 'zod';
import { calendarDayField, whenMissingOrWrongType } from './fields';
import { MAX_ID } from './ids';
import { hasTwoDecimals } from './membership-rates';
import { MEMBERSHIP_TYPES } from './memberships';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** An offer's registration price in euros: above 0 (a free sign-up is a free level, not an offer), two decimals. */
const offerEuros = z.number(whenMissingOrWrongType).min(0.01).max(1_000_000).refine(hasTwoDecimals, 'validation.twoDecimals');

/** The last day may not come before the first (the table refuses it too). */
const daysInOrder = (v: { validFrom?: string; validTo?: string }) => !v.validFrom || !v.validTo || v.validFrom <= v.validTo;
const DAYS_ORDER = { message: 'validation.offerDaysOrder', path: ['validTo'] };

const offerFields = {
  registrationPrice: offerEuros,
  /** Company days (Europe/Madrid), both included. */
  validFrom: calendarDayField,
  validTo: calendarDayField,
  active: z.boolean(whenMissingOrWrongType),
};

/** POST /api/admin/special_offers (decision 117): a level's registration price for new sign-ups on those days. */
export const specialOfferCreateSchema = z
  .object({ membershipId: z.number(whenMissingOrWrongType).int('validation.integer').positive().max(MAX_ID, 'validation.invalid'), ...offerFields })
  .refine(daysInOrder, DAYS_ORDER);
export type SpecialOfferCreate = z.output<typeof specialOfferCreateSchema>;
export type SpecialOfferCreateInput = z.input<typeof specialOfferCreateSchema>;

/** PATCH /api/admin/special_offers/{id}: any of its figures; the level stays (another level is another offer). */
export const specialOfferPatchSchema = z.object(offerFields).partial().strict().refine(daysInOrder, DAYS_ORDER);
export type SpecialOfferPatch = z.output<typeof specialOfferPatchSchema>;

/** GET /api/admin/special_offers item: the offer, its level, and whether it is on today. */
export const specialOfferSchema = hydraItemSchema('SpecialOffer', {
  membership: z.strictObject({ id: z.number().int(), level: z.number().int(), name: z.string(), type: z.enum(MEMBERSHIP_TYPES), positionAmount: z.number() }),
  registrationPrice: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  active: z.boolean(),
  /** Active and today is one of its days: new sign-ups of the level get it now. */
  current: z.boolean(),
});
export type SpecialOffer = z.infer<typeof specialOfferSchema>;
export const specialOfferCollectionSchema = hydraCollectionSchema(specialOfferSchema);
