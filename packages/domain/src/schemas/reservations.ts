import { z } from 'zod';
import { isDay, madridDay } from '../calendar';
import { RESERVATION_STATUSES, RESERVATION_TYPES } from '../bookings/reservation-state';
import { emailField, optionalText, requiredText, whenMissingOr } from './fields';
import { MAX_ID } from './ids';
import { eurosField, iriId } from './payments';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** What a member books from the catalogue; `enjoyPoints` services are booked by the staff (assistance phone). */
export const BOOKABLE_TYPES = ['trip', 'excursion', 'course', 'event'] as const;
export type BookableType = (typeof BOOKABLE_TYPES)[number];

/** The collection each booked item is served from (spec section 7): its IRI is `/api/<collection>/<id>`. */
export const BOOKABLE_COLLECTIONS: Record<BookableType, string> = { trip: 'travel', excursion: 'excursions', course: 'courses', event: 'event_enjoys' };

/** Passengers of one booking: the holder and up to nine companions. */
export const MAX_PASSENGERS = 10;

// A browser sends an empty optional field as ""; it means "not given".
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const MOBILE_PATTERN = /^\+?[0-9 ]{6,20}$/;
const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;

/** A birth day: a real day, not in the future, at most 120 years ago. */
const birthDay = z.string(whenMissingOr('validation.date'))
  .refine((v) => isDay(v), 'validation.date')
  .refine((v) => !isDay(v) || (v <= madridDay() && Number(v.slice(0, 4)) >= Number(madridDay().slice(0, 4)) - 120), 'validation.invalid');

/** Spec section 3 passenger fields; `country` is an ISO 3166 two-letter code. */
export const passengerSchema = z.object({
  name: requiredText(120),
  mobile: z.preprocess(blankAsMissing, z.string().trim().regex(MOBILE_PATTERN, 'validation.invalid').optional()),
  email: z.preprocess(blankAsMissing, emailField.optional()),
  dni: optionalText(20),
  birthDate: birthDay,
  country: z.preprocess(blankAsMissing, z.string().trim().regex(COUNTRY_PATTERN, 'validation.invalid').transform((v) => v.toUpperCase()).optional()),
  comments: optionalText(500),
});
export type PassengerInput = z.output<typeof passengerSchema>;

/** The first passenger is the holder: the staff reach the booking through their mobile and e-mail. */
export const passengersField = z.array(passengerSchema, whenMissingOr('validation.invalid')).min(1, 'validation.required').max(MAX_PASSENGERS)
  .superRefine((passengers, ctx) => {
    const holder = passengers[0];
    if (!holder) return;
    if (!holder.mobile) ctx.addIssue({ code: 'custom', path: [0, 'mobile'], message: 'validation.required' });
    if (!holder.email) ctx.addIssue({ code: 'custom', path: [0, 'email'], message: 'validation.required' });
  });

const ITEM_IRI = new RegExp(`^/api/(${Object.values(BOOKABLE_COLLECTIONS).join('|')})/([1-9][0-9]{0,15})$`);

/** The booked item: its id, or its IRI (which must be of the booking's type). */
const itemReference = z.union([z.number(), z.string()], whenMissingOr('validation.invalid')).transform((value, ctx) => {
  const text = typeof value === 'string' ? value.trim() : '';
  const iri = ITEM_IRI.exec(text);
  const id = typeof value === 'number' ? value : Number(iri?.[2] ?? (/^[1-9][0-9]{0,15}$/.test(text) ? text : Number.NaN));
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid', input: value });
    return z.NEVER;
  }
  return { id, collection: iri?.[1] ?? null };
});

const catalogueBooking = {
  type: z.enum(BOOKABLE_TYPES, whenMissingOr('validation.invalid')),
  event: itemReference,
  passengers: passengersField,
};

const itemOfItsType = <T extends { type: BookableType; event: { id: number; collection: string | null } }>(booking: T, ctx: z.RefinementCtx) => {
  if (booking.event.collection !== null && booking.event.collection !== BOOKABLE_COLLECTIONS[booking.type]) {
    ctx.addIssue({ code: 'custom', path: ['event'], message: 'validation.invalid' });
  }
};
const toBooking = <T extends { event: { id: number } }>({ event, ...rest }: T) => ({ ...rest, event: event.id });

/** POST /api/reservations: a member books a journey, an excursion, a course or an event for their passengers. */
export const reservationCreateSchema = z.object(catalogueBooking).superRefine(itemOfItsType).transform(toBooking);
export type ReservationCreate = z.output<typeof reservationCreateSchema>;

/** Amounts of a payment by balance, in euros; all omitted, the server takes the default order. */
export const reservationPaySchema = z.object({
  enjoyPoints: eurosField.optional(),
  travelPoints: eurosField.optional(),
  wallet: eurosField.optional(),
});
export type ReservationPay = z.output<typeof reservationPaySchema>;

/** A member's cancellation: the reason is optional. */
export const reservationCancelSchema = z.object({ reason: optionalText(500) });
/** A staff cancellation says why. */
export const adminReservationCancelSchema = z.object({ reason: requiredText(500) });
/** The staff confirm with the ticket: an uploaded media object (id or IRI), when not sent as the multipart `file`. */
export const reservationConfirmSchema = z.object({ ticket: iriId('media_objects') });

const positiveEuros = eurosField.refine((v) => v > 0, { message: 'validation.min', params: { value: 0.01 } });
const dayField = z.string(whenMissingOr('validation.date')).refine((v) => isDay(v), 'validation.date');

/**
 * POST /api/admin/reservations (assistance phone): the staff book for a member a catalogue item, or an
 * off-catalogue service (`enjoyPoints`) with its description, amount and day; paid 100 % with Enjoy Points.
 */
export const adminReservationCreateSchema = z.discriminatedUnion('type', [
  z.object({ ...catalogueBooking, user: iriId('users') }).superRefine(itemOfItsType).transform(toBooking),
  z.object({ type: z.literal('enjoyPoints'), user: iriId('users'), service: requiredText(500), amount: positiveEuros, dateAt: dayField, passengers: passengersField }),
], { error: () => 'validation.invalid' });
export type AdminReservationCreate = z.output<typeof adminReservationCreateSchema>;

const localizedTitle = z.strictObject({ es: z.string(), en: z.string(), pt: z.string() });
const byBalance = z.strictObject({ enjoyPoints: z.number(), travelPoints: z.number(), wallet: z.number(), outside: z.number() });

const passengerResponse = z.strictObject({
  name: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  dni: z.string().nullable(),
  birthDate: z.iso.date(),
  country: z.string().nullable(),
  comments: z.string().nullable(),
  /** Under 18 on the day the booked thing starts. */
  isMinor: z.boolean(),
});

/** Spec section 3 "Reservation"; amounts in euros (1 point = 1 euro). */
export const reservationSchema = hydraItemSchema('Reservation', {
  /** The locator. */
  code: z.string(),
  type: z.enum(RESERVATION_TYPES),
  status: z.enum(RESERVATION_STATUSES),
  /** Not cancelled. */
  isActive: z.boolean(),
  user: z.strictObject({ '@id': z.string(), username: z.string() }),
  /** The booked item as its IRI and title; null for an off-catalogue service. */
  event: z.strictObject({ '@id': z.string(), title: localizedTitle }).nullable(),
  /** The off-catalogue service booked by the assistance phone. */
  service: z.string().nullable(),
  dateAt: z.iso.date(),
  seats: z.number().int(),
  /** The holder (first passenger), under the spec's names. */
  passengerName: z.string().nullable(),
  passengerMobile: z.string().nullable(),
  passengerEmail: z.string().nullable(),
  passengerDni: z.string().nullable(),
  passengerComments: z.string().nullable(),
  birthDate: z.iso.date().nullable(),
  country: z.string().nullable(),
  passengers: z.array(passengerResponse),
  total: z.number(),
  deposit: z.number(),
  /** What each balance paid. */
  paid: byBalance,
  amountPaid: z.number(),
  amountDue: z.number(),
  /** What Travel Points may still pay of it. */
  travelPointsMax: z.number(),
  /** What cancelling today would give back to each balance and keep; null when it can no longer be cancelled. */
  cancellation: z.strictObject({ free: z.boolean(), freeUntil: z.iso.date(), refund: byBalance, kept: z.number() }).nullable(),
  /** The ticket's download address, once confirmed. */
  ticket: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The staff member who booked it by the assistance phone. */
  bookedBy: z.string().nullable(),
  createAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;
export const reservationCollectionSchema = hydraCollectionSchema(reservationSchema);

/**
 * The console's reservation (every /api/admin/reservations answer): the member's, with the staff member who booked
 * it by the assistance phone (name: first name and surname, null without a profile); null when the member booked.
 */
export const adminReservationSchema = reservationSchema.extend({
  bookedBy: z.strictObject({ '@id': z.string(), id: z.number().int(), username: z.string(), name: z.string().nullable() }).nullable(),
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;
export const adminReservationCollectionSchema = hydraCollectionSchema(adminReservationSchema);

/** A member's recorded attendance at an Enjoy event. */
export const eventAttendanceSchema = hydraItemSchema('EventAttendance', {
  event: z.strictObject({ '@id': z.string(), title: localizedTitle }),
  code: z.string(),
  createAt: z.iso.datetime(),
});
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;
export const eventAttendanceCollectionSchema = hydraCollectionSchema(eventAttendanceSchema);
