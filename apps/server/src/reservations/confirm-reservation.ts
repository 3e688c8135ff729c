import { canMoveReservation } from '@vo/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { mediaObjects, reservations } from '../db/schema';
import { AppError } from '../lib/errors';
import type { MediaUpload } from '../media/media-upload';
import { insertMedia } from '../media/media.service';
import { releaseToRevenue } from './reservation-ledger';
import type { ReservationRecord } from './reservation-rows';

/** The ticket the staff confirm with: a file sent with the confirmation, or a ticket uploaded before (`/api/media_objects`). */
export type TicketSource = { upload: MediaUpload } | { mediaId: number };

/**
 * The ticket becomes the member's file, so they download it like their own documents. An uploaded one must be a
 * ticket (only the staff upload those) that no other reservation holds.
 */
async function attachTicket(tx: Tx, r: ReservationRecord, source: TicketSource): Promise<number> {
  if ('upload' in source) return (await insertMedia(tx, r.userId, source.upload)).id;
  const [media] = await tx.select({ id: mediaObjects.id, kind: mediaObjects.kind }).from(mediaObjects).where(eq(mediaObjects.id, source.mediaId)).for('update');
  const [holder] = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.ticketId, source.mediaId));
  if (media?.kind !== 'ticket' || (holder && holder.id !== r.id)) throw AppError.validation('ticket', 'validation.invalid', { name: 'ticket' });
  await tx.update(mediaObjects).set({ ownerId: r.userId }).where(eq(mediaObjects.id, media.id));
  return media.id;
}

/**
 * paid → confirmed (DESIGN.md section 7b): the staff confirmed with the supplier and attach the ticket, in the
 * caller's transaction with the reservation locked; the held money becomes company revenue.
 */
export async function confirmReservation(tx: Tx, r: ReservationRecord, ticket: TicketSource): Promise<void> {
  if (!canMoveReservation(r.status, 'confirmed')) throw new AppError('RESERVATION_STATE');
  const ticketId = await attachTicket(tx, r, ticket);
  await releaseToRevenue(tx, r);
  await tx.update(reservations).set({ status: 'confirmed', ticketId, confirmedAt: new Date() }).where(eq(reservations.id, r.id));
}
