import { z } from 'zod';
import { isDay } from '../calendar';
import { requiredText, whenMissing, whenMissingOr, whenMissingOrWrongType } from './fields';
import { hasTwoDecimals } from './membership-rates';

/** Highest price or deposit an admin may give a catalogue item: far above any journey, far inside the safe integers. */
const CATALOGUE_MAX_EUROS = 1_000_000;
const CATALOGUE_MAX_SEATS = 100_000;
export const CATALOGUE_TITLE_MAX = 200;
export const CATALOGUE_DESCRIPTION_MAX = 5000;

/** A catalogue text written in es, en and pt (DESIGN.md section 7b): each language is required. */
export const localizedTextField = (max: number) =>
  z.object({ es: requiredText(max), en: requiredText(max), pt: requiredText(max) }, whenMissingOrWrongType);

/** Euros as the console types them: not negative, at most two decimals; stored as cents. */
export const catalogueEurosField = z.number(whenMissingOrWrongType).min(0).max(CATALOGUE_MAX_EUROS).refine(hasTwoDecimals, 'validation.twoDecimals');

export const seatsField = z.number(whenMissingOrWrongType).int('validation.integer').min(0).max(CATALOGUE_MAX_SEATS);

// Catalogue dates are this era's: a year 0 or a 10000 in UTC is a valid string here and no date to PostgreSQL.
const CATALOGUE_YEARS = { first: 1900, last: 2200 };
const inCatalogueYears = (year: number) => year >= CATALOGUE_YEARS.first && year <= CATALOGUE_YEARS.last;

/** A company day, `YYYY-MM-DD` (journey dates). */
export const dayField = z.string(whenMissing).refine((v) => isDay(v) && inCatalogueYears(Number(v.slice(0, 4))), 'validation.date');

/** An instant with its offset (an excursion, a course or an event starts at a time). */
export const instantField = z.iso
  .datetime({ offset: true, ...whenMissingOr('validation.invalid') })
  .refine((v) => inCatalogueYears(new Date(v).getUTCFullYear()), 'validation.invalid');

/** Left out on an update, a flag keeps its value; left out on a create, the column's default (true) applies. */
export const optionalFlag = z.boolean(whenMissingOrWrongType).optional();

/** An optional text: left out keeps the value, "" or null clears it. */
export const clearableText = (max: number) =>
  z.string().trim().max(max).nullable().optional().transform((v) => (v === '' ? null : v));

/** What every bookable item's form has (journeys, excursions, courses, events). */
export const bookableInputShape = {
  title: localizedTextField(CATALOGUE_TITLE_MAX),
  description: localizedTextField(CATALOGUE_DESCRIPTION_MAX),
  price: catalogueEurosField,
  deposit: catalogueEurosField,
  seats: seatsField,
  permSoc: optionalFlag,
  permDis: optionalFlag,
  isActive: optionalFlag,
};

/** The deposit locks a booking and is part of the price: never above it (a negative price has its own violation). */
export function depositWithinPrice(value: { price: number; deposit: number }, ctx: z.RefinementCtx): void {
  if (value.price >= 0 && value.deposit > value.price) ctx.addIssue({ code: 'custom', path: ['deposit'], message: 'validation.depositAbovePrice', input: value.deposit });
}

export const localizedTextResponse = z.strictObject({ es: z.string(), en: z.string(), pt: z.string() });

/** What every bookable item shows: texts in the three languages, euros, seats and who sees it. */
export const bookableItemShape = {
  title: localizedTextResponse,
  description: localizedTextResponse,
  price: z.number(),
  deposit: z.number(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  permSoc: z.boolean(),
  permDis: z.boolean(),
  isActive: z.boolean(),
  /** Where a signed-in browser loads the photo (it changes with the photo), or null. */
  photo: z.string().nullable(),
  createdAt: z.iso.datetime(),
};
