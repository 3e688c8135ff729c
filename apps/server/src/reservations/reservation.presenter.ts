import {
  BOOKABLE_COLLECTIONS, canMoveReservation, cancellationTerms, centsToEuros, isLiveReservation, isMinorOn, travelPointsCap,
  type AdminReservation, type PaidByBalance, type Reservation,
} from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import { personName } from '../lib/person-name';
import { amountPaid, itemIdOf, paidByBalance, type PassengerRecord, type ReservationRecord, type ReservationRow } from './reservation-rows';
import type { ReservationTerms } from './reservation-terms';
import type { ReservationView } from './reservations.service';

const euros = (paid: PaidByBalance) => ({
  enjoyPoints: centsToEuros(paid.enjoyPoints), travelPoints: centsToEuros(paid.travelPoints), wallet: centsToEuros(paid.wallet), outside: centsToEuros(paid.outside),
});

/** The booked item's IRI (`/api/travel/3`...), or null for an off-catalogue service. */
const itemIri = (r: ReservationRecord): string | null => (r.type === 'enjoyPoints' ? null : `/api/${BOOKABLE_COLLECTIONS[r.type]}/${itemIdOf(r)}`);

const presentPassenger = (p: PassengerRecord, day: string) => ({
  name: p.name, mobile: p.mobile, email: p.email, dni: p.dni, birthDate: p.birthDate, country: p.countryCode, comments: p.comments,
  isMinor: isMinorOn(p.birthDate, day),
});

/** What cancelling today would give back; null once it can no longer be cancelled. */
function cancellationNow(r: ReservationRecord, terms: ReservationTerms) {
  if (!canMoveReservation(r.status, 'cancelled')) return null;
  const now = cancellationTerms({ paid: paidByBalance(r), deposit: r.deposit, dateAt: r.dateAt, today: terms.today, freeCancelDays: terms.freeCancelDays });
  return { free: now.free, freeUntil: now.freeUntil, refund: euros(now.refund), kept: centsToEuros(now.kept) };
}

/** Spec section 3 "Reservation": amounts in euros, the holder under the spec's names and every passenger. */
export function presentReservation({ reservation: r, username, title, kind, passengers }: ReservationRow, terms: ReservationTerms): Reservation {
  const paid = amountPaid(r);
  const due = r.total - paid;
  const holder = passengers[0];
  const iri = itemIri(r);
  const travelPointsRoom = r.status === 'pending' ? Math.min(due, Math.max(0, travelPointsCap(r.total, kind, terms.travelPointsRates) - r.paidTravelPoints)) : 0;
  return hydraItem('reservations', 'Reservation', r.id, {
    code: r.code,
    type: r.type,
    status: r.status,
    isActive: isLiveReservation(r.status),
    user: { '@id': `/api/users/${r.userId}`, username },
    event: iri && title ? { '@id': iri, title } : null,
    service: r.service,
    dateAt: r.dateAt,
    seats: r.seats,
    passengerName: holder?.name ?? null,
    passengerMobile: holder?.mobile ?? null,
    passengerEmail: holder?.email ?? null,
    passengerDni: holder?.dni ?? null,
    passengerComments: holder?.comments ?? null,
    birthDate: holder?.birthDate ?? null,
    country: holder?.countryCode ?? null,
    passengers: passengers.map((p) => presentPassenger(p, r.dateAt)),
    total: centsToEuros(r.total),
    deposit: centsToEuros(r.deposit),
    paid: euros(paidByBalance(r)),
    amountPaid: centsToEuros(paid),
    amountDue: centsToEuros(due),
    travelPointsMax: centsToEuros(travelPointsRoom),
    cancellation: cancellationNow(r, terms),
    ticket: r.status === 'confirmed' && r.ticketId ? `/api/reservations/${r.id}/ticket` : null,
    cancelReason: r.cancelReason,
    bookedBy: r.bookedBy ? `/api/users/${r.bookedBy}` : null,
    createAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  });
}

/** A service's answer (the row read after the change, the day's terms) as the API shows it. */
export const presentView = ({ row, terms }: ReservationView): Reservation => presentReservation(row, terms);

/** The console's reservation: the member's, with who of the staff booked it by the assistance phone. */
export function presentAdminReservation(row: ReservationRow, terms: ReservationTerms): AdminReservation {
  const { reservation: { bookedBy: staffId }, staff } = row;
  return {
    ...presentReservation(row, terms),
    // The column references a user, so a booking by phone always finds its staff member.
    bookedBy: staffId === null || !staff?.username ? null : {
      '@id': `/api/users/${staffId}`, id: staffId, username: staff.username, name: personName(staff.name, staff.surname),
    },
  };
}

export const presentAdminView = ({ row, terms }: ReservationView): AdminReservation => presentAdminReservation(row, terms);
