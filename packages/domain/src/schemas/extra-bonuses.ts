import { z } from 'zod';
import { EXTRA_BONUS_KINDS, isExtraBonusPeriod } from '../plan/extra-bonus';
import { whenMissingOr } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

const kind = z.enum(EXTRA_BONUS_KINDS, { error: 'validation.oneOf' });
/** What every view of a period says: which period, its revenue base and pool (euros), how many members share it. */
const periodFields = { kind, period: z.string(), base: z.number(), pool: z.number(), members: z.number().int() };
/** How a period's pool was made and split: the percent of the base, the payments in it, the members' summed shares. */
const poolFields = { ...periodFields, sharePercent: z.number(), payments: z.number().int(), totalWeight: z.number().int() };

/** `?kind=monthly|annual` of GET /api/extra_bonuses/current (monthly when absent). */
export const extraBonusKindQuerySchema = z.object({ kind: kind.default('monthly') });

/** POST /api/admin/extra_bonus_runs: the kind and the period to pay (`YYYY-MM` monthly, `YYYY` annual). */
export const extraBonusRunInputSchema = z.object({
  kind,
  period: z.string(whenMissingOr('validation.invalid')).trim(),
}).refine((v) => isExtraBonusPeriod(v.kind, v.period), { path: ['period'], message: 'validation.invalid' });
export type ExtraBonusRunInput = z.input<typeof extraBonusRunInputSchema>;

/**
 * GET /api/extra_bonuses (the member's history), id `kind-period`: one paid period's pool (euros) and the member's
 * part of it: `myShare` credited, `myClawedBack` taken back since by refunds, `myWeight` the bonus shares (basis
 * points) of the clubs they qualified for (0: not qualified, nothing paid).
 */
export const extraBonusPeriodSchema = hydraItemSchema('ExtraBonusPeriod', {
  ...periodFields,
  qualified: z.boolean(),
  myWeight: z.number().int(),
  myShare: z.number(),
  myClawedBack: z.number(),
  ranAt: z.iso.datetime(),
}, z.string());
export type ExtraBonusPeriod = z.infer<typeof extraBonusPeriodSchema>;
export const extraBonusPeriodCollectionSchema = hydraCollectionSchema(extraBonusPeriodSchema);

/** What one paid period's statement says (GET /api/admin/extra_bonus_runs), id `kind-period`; euros and percent. */
export const extraBonusRunRecordSchema = hydraItemSchema('ExtraBonusRun', {
  ...poolFields,
  paid: z.number(),
  refundedBase: z.number(),
  clawedBack: z.number(),
  ranAt: z.iso.datetime(),
}, z.string());
export type ExtraBonusRunRecord = z.infer<typeof extraBonusRunRecordSchema>;
export const extraBonusRunRecordCollectionSchema = hydraCollectionSchema(extraBonusRunRecordSchema);

/** Why the member shares (or not) in the current period's estimate. */
export const EXTRA_BONUS_REASONS = ['qualified', 'clubWithoutCollection', 'noClubReached', 'notCandidate', 'noQualificationYet'] as const;
export type ExtraBonusReason = (typeof EXTRA_BONUS_REASONS)[number];

/**
 * GET /api/extra_bonuses/current: the period still running, its pool so far (the revenue confirmed until now) and
 * the member's estimated share if the clubs stay as the last qualification(s) recorded (`basedOn`, months).
 */
export const extraBonusEstimateSchema = z.strictObject({
  ...poolFields,
  myWeight: z.number().int(),
  myShare: z.number(),
  reason: z.enum(EXTRA_BONUS_REASONS),
  basedOn: z.array(z.string()),
  /** The clubs (IRIs) the member qualified for in the latest month of `basedOn`: general, travel. */
  club: z.string().nullable(),
  clubTravel: z.string().nullable(),
});
export type ExtraBonusEstimate = z.infer<typeof extraBonusEstimateSchema>;

/** What POST /api/admin/extra_bonus_runs answers: `done` with what the run did, or `skipped` when the period's run was already claimed. */
export const extraBonusOutcomeSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('done'),
    periodKey: z.string(),
    details: z.strictObject({ ...periodFields, alreadyRun: z.boolean(), payments: z.number().int(), paid: z.number() }),
  }),
  z.strictObject({ status: z.literal('skipped'), periodKey: z.string() }),
]);
export type ExtraBonusOutcome = z.infer<typeof extraBonusOutcomeSchema>;
