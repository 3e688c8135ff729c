// Shared with the console's reservations (a booked item's title); kept here for the catalogue's imports.
export { localized } from '@/lib/localized';

/** How full an item is, for its badge: `full`, `last` (the last few seats) or `open`. */
export type SeatsState = 'full' | 'last' | 'open';

/** "Last seats" shows from this many seats left, or a tenth of the seats when that is more. */
export const LAST_SEATS_MIN = 5;

export function seatsState(item: { seats: number; seatsLeft: number }): SeatsState {
  if (item.seatsLeft <= 0) return 'full';
  return item.seatsLeft <= Math.max(LAST_SEATS_MIN, Math.ceil(item.seats / 10)) ? 'last' : 'open';
}
