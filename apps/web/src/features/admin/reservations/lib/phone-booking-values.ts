import { adminReservationCreateSchema, type AdminReservationCreate, type ReservationType } from '@vo/domain';
import { z } from 'zod';
import { emptyPassenger, type PassengersFormShape } from '@/components/passengers/passenger-values';

/** What the assistance-phone form holds: every field of both kinds of booking, the type saying which are sent. */
export interface PhoneBookingValues extends PassengersFormShape {
  /** The member's id, chosen in the picker. */
  user: string | null;
  type: ReservationType;
  /** The catalogue item's id (journey, excursion, course or event). */
  event: string | null;
  /** An off-catalogue service: what, how much (euros) and which day. */
  service: string;
  amount: number | undefined;
  dateAt: string;
}

export const emptyPhoneBooking = (): PhoneBookingValues => ({
  user: null, type: 'trip', event: null, service: '', amount: undefined, dateAt: '', passengers: [emptyPassenger()],
});

/** The body of POST /api/admin/reservations: a catalogue item, or an off-catalogue service, never both. */
export function phoneBookingRequest({ user, type, event, service, amount, dateAt, passengers }: PhoneBookingValues) {
  return type === 'enjoyPoints' ? { type, user, service, amount, dateAt, passengers } : { type, user, event, passengers };
}

/** The server's own rule (adminReservationCreateSchema) read from the form's values, for the resolver. */
export const phoneBookingSchema = z.preprocess((values) => phoneBookingRequest(values as PhoneBookingValues), adminReservationCreateSchema) as unknown as z.ZodType<
  AdminReservationCreate,
  PhoneBookingValues
>;
