import { z } from 'zod';

/**
 * A member's binary legs, in points (issue 18 item 21): this week's leg volume (recorded since the latest
 * cycle's volume ended, as of the daily network pass) and the carries that cycle left. The next cycle pairs
 * carry + volume on each leg. The tree's nodes and the User carry the same four fields.
 */
export const binaryLegsSchema = z.strictObject({
  leftPoints: z.number(),
  rightPoints: z.number(),
  leftCarry: z.number(),
  rightCarry: z.number(),
});
export type BinaryLegs = z.infer<typeof binaryLegsSchema>;
