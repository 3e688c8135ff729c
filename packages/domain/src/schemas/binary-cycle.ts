import { z } from 'zod';
import { ISO_WEEK_PATTERN, weekBounds } from '../calendar';
import { whenMissingOr } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

const isWeek = (week: string) => {
  try {
    weekBounds(week);
    return true;
  } catch {
    return false;
  }
};

/** POST /api/admin/binary_cycles: the ISO week an admin runs ("2026-W47"); it must exist (no W53 in a 52-week year). */
export const binaryCycleRunSchema = z.object({
  week: z.string(whenMissingOr('validation.invalid')).trim().toUpperCase()
    .regex(ISO_WEEK_PATTERN, 'validation.invalid').refine(isWeek, 'validation.invalid'),
});
export type BinaryCycleRunInput = z.input<typeof binaryCycleRunSchema>;

/** Why a member with volume was paid nothing in a week (the cycle's audit); null when they were paid. */
export const BINARY_UNPAID_REASONS = ['not_binary_active', 'out_of_date', 'plan_without_commissions'] as const;
export type BinaryUnpaidReason = (typeof BINARY_UNPAID_REASONS)[number];

/**
 * One member's week of the binary cycle (GET /api/binary_cycle_results), id `week-member`: the legs' points, the pair,
 * the bonus and the carries the next week starts from; points and euros as numbers.
 */
export const binaryCycleResultSchema = hydraItemSchema('BinaryCycleResult', {
  week: z.string(),
  /** The member, as an IRI. */
  user: z.string(),
  left: z.number(),
  right: z.number(),
  pair: z.number(),
  bonus: z.number(),
  capApplied: z.boolean(),
  leftCarry: z.number(),
  rightCarry: z.number(),
  reason: z.enum(BINARY_UNPAID_REASONS).nullable(),
  createdAt: z.iso.datetime(),
}, z.string());
export type BinaryCycleResult = z.infer<typeof binaryCycleResultSchema>;
export const binaryCycleResultCollectionSchema = hydraCollectionSchema(binaryCycleResultSchema);

/** What the weekly cycle of one week did: members read, members with volume, members paid and the bonus paid (euros). */
const binaryCycleTotals = {
  members: z.number().int(),
  withVolume: z.number().int(),
  paid: z.number().int(),
  bonus: z.number(),
};

/** One weekly cycle that ran (GET /api/admin/binary_cycle_runs), id the ISO week; the volume counted is what was recorded until `volumeUntil`. */
export const binaryCycleRunRecordSchema = hydraItemSchema('BinaryCycleRun', {
  week: z.string(),
  volumeUntil: z.iso.datetime(),
  ...binaryCycleTotals,
  ranAt: z.iso.datetime(),
}, z.string());
export type BinaryCycleRunRecord = z.infer<typeof binaryCycleRunRecordSchema>;
export const binaryCycleRunRecordCollectionSchema = hydraCollectionSchema(binaryCycleRunRecordSchema);

/**
 * What POST /api/admin/binary_cycles answers: `done` with what the week's run did (`alreadyRun` when the week had been
 * paid under another run), or `skipped` when this week's run had already been claimed.
 */
export const binaryCycleOutcomeSchema = z.discriminatedUnion('status', [
  z.strictObject({
    status: z.literal('done'),
    periodKey: z.string(),
    details: z.strictObject({ week: z.string(), alreadyRun: z.boolean(), ...binaryCycleTotals }),
  }),
  z.strictObject({ status: z.literal('skipped'), periodKey: z.string() }),
]);
export type BinaryCycleOutcome = z.infer<typeof binaryCycleOutcomeSchema>;
