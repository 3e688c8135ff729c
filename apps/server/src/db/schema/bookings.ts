import { COURSE_PROGRAMMES, JOURNEY_FAMILIES, JOURNEY_KINDS, RESERVATION_STATUSES, RESERVATION_TYPES, type LocalizedText } from '@vo/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { mediaObjects } from './account';
import { cents } from './columns';
import { users } from './users';

/** Title and description in es, en and pt (DESIGN.md section 7b). */
const texts = () => ({
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
});

/**
 * What every bookable item has: who sees it (spec section 6 `permSoc` / `permDis`), a photo, a price per
 * passenger and the deposit in Enjoy Points that locks a booking, and seats. `seatsTaken` moves only in the
 * transaction that books or cancels, by a conditional update of the item's row (the row lock), and the check
 * below is the database's own guard against an oversell.
 */
const bookable = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  ...texts(),
  photoId: integer('photo_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
  price: cents('price'),
  deposit: cents('deposit'),
  seats: integer('seats').notNull(),
  seatsTaken: integer('seats_taken').notNull().default(0),
  permSoc: boolean('perm_soc').notNull().default(true),
  permDis: boolean('perm_dis').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const seatChecks = (name: string, t: { seats: unknown; seatsTaken: unknown; price: unknown; deposit: unknown }) => [
  check(`${name}_seats`, sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
  check(`${name}_amounts`, sql`${t.price} >= 0 and ${t.deposit} >= 0 and ${t.deposit} <= ${t.price}`),
];

/** A journey (`/api/travel`): one of the three families, a cruise or a tour-operator trip. */
export const journeys = pgTable(
  'journeys',
  {
    ...bookable(),
    family: text('family', { enum: JOURNEY_FAMILIES }).notNull(),
    kind: text('kind', { enum: JOURNEY_KINDS }).notNull(),
    destination: text('destination').notNull(),
    countryCode: text('country_code').notNull(),
    departureOn: date('departure_on', { mode: 'string' }).notNull(),
    returnOn: date('return_on', { mode: 'string' }).notNull(),
    /** The last day a member can book. */
    bookingClosesOn: date('booking_closes_on', { mode: 'string' }).notNull(),
  },
  (t) => [
    ...seatChecks('journeys', t),
    check('journeys_dates', sql`${t.bookingClosesOn} <= ${t.departureOn} and ${t.departureOn} <= ${t.returnOn}`),
    index('journeys_family').on(t.family, t.departureOn),
  ],
);

/** An excursion of a journey: only for members holding a live reservation of that journey. */
export const excursions = pgTable(
  'excursions',
  {
    ...bookable(),
    journeyId: integer('journey_id').notNull().references(() => journeys.id),
    dateAt: timestamp('date_at', { withTimezone: true }).notNull(),
  },
  (t) => [...seatChecks('excursions', t), index('excursions_journey').on(t.journeyId)],
);

/** A course of the Epicos movement: one of its three programmes, on a date, in a place or online. */
export const courses = pgTable(
  'courses',
  {
    ...bookable(),
    programme: text('programme', { enum: COURSE_PROGRAMMES }).notNull(),
    dateAt: timestamp('date_at', { withTimezone: true }).notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
  },
  (t) => [...seatChecks('courses', t), index('courses_programme').on(t.programme, t.dateAt)],
);

/** The categories of the Enjoy events (`/api/category_events`). */
export const eventCategories = pgTable('event_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  type: text('type').notNull(),
  groupId: integer('group_id'),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** An Enjoy event (`/api/event_enjoys`). */
export const enjoyEvents = pgTable(
  'enjoy_events',
  {
    ...bookable(),
    categoryId: integer('category_id').notNull().references(() => eventCategories.id),
    dateAt: timestamp('date_at', { withTimezone: true }).notNull(),
    place: text('place'),
  },
  (t) => [...seatChecks('enjoy_events', t), index('enjoy_events_category').on(t.categoryId, t.dateAt)],
);

/** The check-in codes of an event: a member with a confirmed reservation of it enters one once. */
export const attendanceCodes = pgTable(
  'attendance_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id').notNull().references(() => enjoyEvents.id),
    code: text('code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('attendance_codes_event_code').on(t.eventId, t.code)],
);

/** A member's recorded attendance: once per event. */
export const eventAttendances = pgTable(
  'event_attendances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id),
    eventId: integer('event_id').notNull().references(() => enjoyEvents.id),
    codeId: integer('code_id').notNull().references(() => attendanceCodes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('event_attendances_once').on(t.userId, t.eventId)],
);

/**
 * A reservation (spec section 3; DESIGN.md section 7b). The amounts paid are kept by balance, so a cancellation
 * gives back to each balance what it paid; `amountPaid` is their sum. Exactly one catalogue item is booked,
 * except `enjoyPoints`, an off-catalogue service described in `service`.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type', { enum: RESERVATION_TYPES }).notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    journeyId: integer('journey_id').references(() => journeys.id),
    excursionId: integer('excursion_id').references(() => excursions.id),
    courseId: integer('course_id').references(() => courses.id),
    eventId: integer('event_id').references(() => enjoyEvents.id),
    service: text('service'),
    /** The day the booked thing starts (departure, excursion, course or event): the free-cancel limit counts from it. */
    dateAt: date('date_at', { mode: 'string' }).notNull(),
    seats: integer('seats').notNull(),
    /** Exempt from "one live reservation per member per journey" (DESIGN.md section 7b). */
    allMinors: boolean('all_minors').notNull().default(false),
    total: cents('total'),
    deposit: cents('deposit'),
    paidEnjoyPoints: cents('paid_enjoy_points'),
    paidTravelPoints: cents('paid_travel_points'),
    paidWallet: cents('paid_wallet'),
    /** Paid outside the back office, recorded by the staff ("mark paid"). */
    paidOutside: cents('paid_outside'),
    ticketId: integer('ticket_id').references(() => mediaObjects.id),
    /** Staff who booked it by the assistance phone. */
    bookedBy: integer('booked_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_user').on(t.userId, t.createdAt),
    // The database's own guard of the rule (the service says why first): one live booking per member per journey.
    uniqueIndex('reservations_one_live_per_journey').on(t.userId, t.journeyId)
      .where(sql`${t.type} = 'trip' and ${t.status} <> 'cancelled' and not ${t.allMinors}`),
    check('reservations_one_item', sql`num_nonnulls(${t.journeyId}, ${t.excursionId}, ${t.courseId}, ${t.eventId}) = case when ${t.type} = 'enjoyPoints' then 0 else 1 end`),
    check('reservations_paid', sql`${t.paidEnjoyPoints} + ${t.paidTravelPoints} + ${t.paidWallet} + ${t.paidOutside} <= ${t.total} and ${t.deposit} <= ${t.total}`),
    check('reservations_seats', sql`${t.seats} >= 1`),
  ],
);

/** The passengers of a reservation (spec section 3): the first is the holder. */
export const reservationPassengers = pgTable(
  'reservation_passengers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer('reservation_id').notNull().references(() => reservations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile'),
    email: text('email'),
    dni: text('dni'),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    countryCode: text('country_code'),
    comments: text('comments'),
  },
  (t) => [unique('reservation_passengers_position').on(t.reservationId, t.position)],
);
