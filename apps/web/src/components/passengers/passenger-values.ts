import { isDay, isMinorOn, madridDay, MAX_PASSENGERS } from '@vo/domain';

/** One passenger as the form edits it: every field a text, blank meaning "not given" (passengerSchema). */
export interface PassengerFormValues {
  name: string;
  mobile: string;
  email: string;
  dni: string;
  birthDate: string;
  country: string;
  comments: string;
}

/** A form that holds passengers (the member's booking, the staff's assistance-phone booking). */
export interface PassengersFormShape {
  passengers: PassengerFormValues[];
}

const PASSENGER_FIELDS = ['name', 'mobile', 'email', 'dni', 'birthDate', 'country', 'comments'] as const satisfies readonly (keyof PassengerFormValues)[];

export function emptyPassenger(prefill: Partial<PassengerFormValues> = {}): PassengerFormValues {
  return { name: '', mobile: '', email: '', dni: '', birthDate: '', country: '', comments: '', ...prefill };
}

/**
 * The field paths a server violation may name (`passengers.1.birthDate`), for useServerForm; `passengers`
 * itself carries the list's own violations (too many, none).
 */
export function passengerFieldPaths(count: number = MAX_PASSENGERS): string[] {
  return ['passengers', ...Array.from({ length: count }, (_, i) => PASSENGER_FIELDS.map((f) => `passengers.${i}.${f}`)).flat()];
}

/** Whether a birth date typed so far makes a minor on `day` (the start of the booked thing; today when unknown). */
export function isMinorPassenger(birthDate: string, day: string | undefined): boolean {
  const on = day && isDay(day) ? day : madridDay();
  return isDay(birthDate) && isMinorOn(birthDate, on);
}

export const canAddPassenger = (count: number): boolean => count < MAX_PASSENGERS;
