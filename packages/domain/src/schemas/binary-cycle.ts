import { z } from 'zod';
import { ISO_WEEK_PATTERN, weekBounds } from '../calendar';
import { whenMissingOr } from './fields';

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
