import { isDay } from '../calendar';

/** DESIGN.md section 7b: a passenger is a minor when under 18 on the departure date. */
export const ADULT_AGE = 18;

/** Whole years between a birth day and another day, both `YYYY-MM-DD` (a 29 February birthday counts from 1 March). */
export function ageOn(birthDate: string, day: string): number {
  if (!isDay(birthDate) || !isDay(day)) throw new RangeError(`not a day: ${birthDate} / ${day}`);
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** Whether a passenger born on `birthDate` is a minor on `day` (the departure date). */
export const isMinorOn = (birthDate: string, day: string): boolean => ageOn(birthDate, day) < ADULT_AGE;

/**
 * DESIGN.md section 7b: a booking whose passengers are all minors on the departure date is exempt from
 * "one live reservation per member per journey" (a parent books the children's trip besides their own).
 */
export const allMinorsOn = (birthDates: readonly string[], day: string): boolean =>
  birthDates.length > 0 && birthDates.every((birthDate) => isMinorOn(birthDate, day));
