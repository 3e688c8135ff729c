/** Spec section 3: what a reservation books; `enjoyPoints` is an off-catalogue service booked by the assistance phone. */
export const RESERVATION_TYPES = ['trip', 'excursion', 'course', 'event', 'enjoyPoints'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Spec section 4 and DESIGN.md section 7b. */
export const RESERVATION_STATUSES = ['pending', 'paid', 'confirmed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * The one state machine (DESIGN.md section 7b): pending (deposit locked) → paid (everything paid) → confirmed
 * (the staff confirmed with the supplier, ticket attached); cancelled from pending or paid. Nothing else moves.
 */
const NEXT: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

export const canMoveReservation = (from: ReservationStatus, to: ReservationStatus): boolean => NEXT[from].includes(to);

/** A live reservation holds its seat and counts for "one reservation per member per journey". */
export const isLiveReservation = (status: ReservationStatus): boolean => status !== 'cancelled';

/** Locator codes: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const LOCATOR_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const LOCATOR_LENGTH = 6;
export const isLocator = (text: string): boolean => new RegExp(`^[${LOCATOR_ALPHABET}]{${LOCATOR_LENGTH}}$`).test(text);
