import { z } from 'zod';
import { JOURNEY_FAMILIES, JOURNEY_KINDS } from '../bookings/catalogue';
import { isDay } from '../calendar';
import { bookableInputShape, bookableItemShape, dayField, depositWithinPrice } from './catalogue-fields';
import { requiredText, whenMissing, whenMissingOr } from './fields';
import { hydraCollectionSchema, hydraItemSchema } from './responses/hydra';

/** An ISO 3166 country code, as the countries table has it. */
const countryCodeField = z.string(whenMissing).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'validation.invalid');

/**
 * POST and PUT /api/travel (admin console): a journey. It departs on or before it returns, and bookings close
 * on or before the departure day.
 */
export const travelInputSchema = z
  .object({
    ...bookableInputShape,
    family: z.enum(JOURNEY_FAMILIES, whenMissingOr('validation.invalid')),
    kind: z.enum(JOURNEY_KINDS, whenMissingOr('validation.invalid')),
    destination: requiredText(120),
    country: countryCodeField,
    departureOn: dayField,
    returnOn: dayField,
    bookingClosesOn: dayField,
  })
  .superRefine((value, ctx) => {
    depositWithinPrice(value, ctx);
    // A day that is no day has its own violation; comparing it would only add noise.
    if (![value.departureOn, value.returnOn, value.bookingClosesOn].every(isDay)) return;
    if (value.returnOn < value.departureOn) {
      ctx.addIssue({ code: 'custom', path: ['returnOn'], message: 'validation.returnBeforeDeparture', input: value.returnOn });
    }
    if (value.bookingClosesOn > value.departureOn) {
      ctx.addIssue({ code: 'custom', path: ['bookingClosesOn'], message: 'validation.bookingClosesAfterDeparture', input: value.bookingClosesOn });
    }
  });
export type TravelInput = z.output<typeof travelInputSchema>;

/** GET /api/travel/{id}: a journey; `excursions` counts the excursions the viewer may see (GET /api/excursions?travel={id}). */
export const travelSchema = hydraItemSchema('Travel', {
  ...bookableItemShape,
  family: z.enum(JOURNEY_FAMILIES),
  kind: z.enum(JOURNEY_KINDS),
  destination: z.string(),
  country: z.string(),
  departureOn: z.iso.date(),
  returnOn: z.iso.date(),
  bookingClosesOn: z.iso.date(),
  excursions: z.number().int().nonnegative(),
});
export type Travel = z.infer<typeof travelSchema>;

export const travelCollectionSchema = hydraCollectionSchema(travelSchema);
