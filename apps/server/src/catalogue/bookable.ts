import { centsToEuros, eurosToCents, type LocalizedText, type Violation } from '@vo/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { parseAs } from '../lib/collection-query';

/** The columns every bookable table shares (db/schema/bookings.ts `bookable()`). */
export interface BookableRow {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  photoId: number | null;
  price: number;
  deposit: number;
  seats: number;
  seatsTaken: number;
  permSoc: boolean;
  permDis: boolean;
  isActive: boolean;
  createdAt: Date;
}

/** The form fields every bookable item shares, as the domain's schemas read them (euros). */
export interface BookableInput {
  title: LocalizedText;
  description: LocalizedText;
  price: number;
  deposit: number;
  seats: number;
  permSoc?: boolean;
  permDis?: boolean;
  isActive?: boolean;
}

interface BookableColumns {
  isActive: PgColumn;
  permSoc: PgColumn;
  permDis: PgColumn;
}

/** What every bookable item shows; euros at this boundary only. The photo's address changes with the photo. */
export const presentBookable = (base: string, row: BookableRow) => ({
  title: row.title,
  description: row.description,
  price: centsToEuros(row.price),
  deposit: centsToEuros(row.deposit),
  seats: row.seats,
  seatsTaken: row.seatsTaken,
  seatsLeft: row.seats - row.seatsTaken,
  permSoc: row.permSoc,
  permDis: row.permDis,
  isActive: row.isActive,
  photo: row.photoId ? `${base}/${row.id}/photo?v=${row.photoId}` : null,
  createdAt: row.createdAt.toISOString(),
});

/** The columns a bookable form sets, in cents; a flag left out stays as it is (or takes its default). */
export const bookableValues = (input: BookableInput) => ({
  title: input.title,
  description: input.description,
  price: eurosToCents(input.price),
  deposit: eurosToCents(input.deposit),
  seats: input.seats,
  permSoc: input.permSoc,
  permDis: input.permDis,
  isActive: input.isActive,
});

/** Seats never go below the seats already booked (read from the row locked for the update). */
export function seatsFit(input: { seats: number }, current: { seatsTaken: number } | null): Violation[] {
  return current && input.seats < current.seatsTaken
    ? [{ propertyPath: 'seats', code: 'validation.seatsBelowTaken', params: { value: current.seatsTaken } }]
    : [];
}

/** The filters of spec section 7 every bookable collection takes: `permSoc`, `permDis`, `active` (and `isActive`). */
export const bookableFilters = (t: BookableColumns) => ({
  permSoc: { column: t.permSoc, parse: parseAs.boolean },
  permDis: { column: t.permDis, parse: parseAs.boolean },
  active: { column: t.isActive, parse: parseAs.boolean },
  isActive: { column: t.isActive, parse: parseAs.boolean },
});
