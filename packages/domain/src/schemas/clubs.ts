import { z } from 'zod';
import { CLUB_REQUIREMENTS } from '../clubs/club-rules';
import { localizedTextField, localizedTextResponse, optionalFlag } from './catalogue-fields';
import { whenMissingOrWrongType } from './fields';
import { hasTwoDecimals } from './membership-rates';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** Far above any real network, far inside PostgreSQL's integer. */
const CLUB_MAX_COUNT = 10_000_000;
const count = (min: number) => z.number(whenMissingOrWrongType).int('validation.integer').min(min).max(CLUB_MAX_COUNT);

/** POST and PUT /api/clubs (admin console): a club and its requirements; `bonusShare` in percent (two decimals). */
export const clubInputSchema = z.object({
  name: localizedTextField(100),
  isTravel: z.boolean(whenMissingOrWrongType),
  directMin: count(0),
  salesMin: count(0),
  maxPerDirect: count(1),
  salesMinTeam: count(0),
  bonusShare: z.number(whenMissingOrWrongType).min(0).max(100).refine(hasTwoDecimals, 'validation.twoDecimals'),
  rightToCollection: optionalFlag,
  sort: z.number(whenMissingOrWrongType).int('validation.integer').min(-CLUB_MAX_COUNT).max(CLUB_MAX_COUNT).optional(),
  isActive: optionalFlag,
});
export type ClubInput = z.output<typeof clubInputSchema>;

/** GET /api/clubs/{id} (spec section 3 "Club requirements"); `bonusShare` in percent. */
export const clubSchema = hydraItemSchema('Club', {
  name: localizedTextResponse,
  isTravel: z.boolean(),
  directMin: z.number().int(),
  salesMin: z.number().int(),
  maxPerDirect: z.number().int(),
  salesMinTeam: z.number().int(),
  bonusShare: z.number(),
  rightToCollection: z.boolean(),
  sort: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Club = z.infer<typeof clubSchema>;

export const clubCollectionSchema = hydraCollectionSchema(clubSchema);

/** `isTravel` of GET /api/user/infoClub/{isTravel}: 0/1 or false/true. */
export const infoClubParams = z.object({
  isTravel: z.enum(['0', '1', 'false', 'true'], { error: 'validation.invalid' }).transform((v) => v === '1' || v === 'true'),
});

/** Why a member cannot qualify for any club of that kind, or null when they may. */
export const CLUB_INELIGIBLE_REASONS = ['inactive', 'notDistributor', 'notMaster'] as const;

/** GET /api/user/infoClub/{isTravel}: the member's progress towards each active club of that kind. */
export const clubInfoSchema = z.strictObject({
  isTravel: z.boolean(),
  ineligible: z.enum(CLUB_INELIGIBLE_REASONS).nullable(),
  /** The club the last monthly qualification gave the member (`club` / `clubTravel` of /api/me). */
  currentClub: z.number().int().nullable(),
  /** The highest club whose every requirement the member meets now (the next qualification's, if nothing changes). */
  reachedClub: z.number().int().nullable(),
  clubs: z.array(z.strictObject({
    club: clubSchema,
    /** Every requirement of this club met now. */
    qualified: z.boolean(),
    requirements: z.array(z.strictObject({
      requirement: z.enum(CLUB_REQUIREMENTS),
      target: z.number().int(),
      value: z.number().int(),
      missing: z.number().int(),
    })),
  })),
});
export type ClubInfo = z.infer<typeof clubInfoSchema>;
