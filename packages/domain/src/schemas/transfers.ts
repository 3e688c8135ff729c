import { z } from 'zod';
import { eurosField } from './payments';

/** POST /api/transfers: the euros to take out of the available wallet (the server applies minimum and balance). */
export const transferRequestSchema = z.object({ requestAmount: eurosField });
export type TransferRequest = z.output<typeof transferRequestSchema>;

/** An admin's or member's cancellation; the reason is kept on the transfer. */
export const transferCancelSchema = z.object({ reason: z.string().trim().max(500).optional() });
