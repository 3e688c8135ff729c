/**
 * The demo reservations (DESIGN.md section 7b): a few in each state, made through the reservations service so every
 * movement is a ledger entry. Journeys by their English title (seed/data/catalogue.ts).
 *
 * Two things other screens' tests rely on shape this list: `demo` has one confirmed reservation only, on the
 * Norwegian fjords cruise (browser tests create their own journeys), and demo's Enjoy bonus tree stays empty
 * (network.spec): what demo's downline pays in full is on GTO journeys, which pay no Enjoy bonus, and the
 * others stay pending or are cancelled before they are paid.
 */
export type DemoReservationState = 'pending' | 'paid' | 'confirmed' | 'cancelled';

export interface DemoReservation {
  username: string;
  journey: string;
  state: DemoReservationState;
  /** Passengers besides the member. */
  companions?: number;
  /** A cancellation after paying everything (otherwise from pending, the deposit only). */
  paidBeforeCancelling?: boolean;
}

export const DEMO_CONFIRMED_JOURNEY = 'Norwegian fjords cruise';

export const DEMO_RESERVATIONS: DemoReservation[] = [
  { username: 'demo', journey: DEMO_CONFIRMED_JOURNEY, state: 'confirmed' },
  { username: 'gloria', journey: 'Japan: Tokyo, Kyoto and Osaka', state: 'confirmed' },
  { username: 'bruno', journey: 'Japan: Tokyo, Kyoto and Osaka', state: 'paid' },
  { username: 'leader', journey: 'Mediterranean cruise: Barcelona, Rome and Athens', state: 'paid', companions: 1 },
  { username: 'ana', journey: 'Mediterranean cruise: Barcelona, Rome and Athens', state: 'pending', companions: 1 },
  { username: 'marta', journey: 'Peru: Cusco and Machu Picchu', state: 'pending' },
  { username: 'fabio', journey: 'Caribbean cruise from La Romana', state: 'cancelled' },
  { username: 'irene', journey: DEMO_CONFIRMED_JOURNEY, state: 'cancelled', paidBeforeCancelling: true },
];
