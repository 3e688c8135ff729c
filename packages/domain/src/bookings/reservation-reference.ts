/** The reference of every ledger movement and Enjoy bonus a reservation causes (decision 082): `reservation:{locator}`. */
const PREFIX = 'reservation:';

export const reservationReference = (code: string): string => `${PREFIX}${code}`;

/** The locator a reference names, or null when it is not a reservation's (a payment's, a transfer's). */
export const reservationCodeOf = (reference: string | null | undefined): string | null =>
  reference?.startsWith(PREFIX) ? reference.slice(PREFIX.length) : null;
