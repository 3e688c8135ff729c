/** The user's id from their IRI (`/api/users/7`). */
export const userIdOf = (iri: string): number => Number(iri.slice(iri.lastIndexOf('/') + 1));

/** The console's address of one reservation. */
export const adminReservationPath = (id: number) => `/admin/reservations/${id}`;
export const ADMIN_RESERVATIONS_PATH = '/admin/reservations';
export const PHONE_BOOKING_PATH = '/admin/reservations/new';
