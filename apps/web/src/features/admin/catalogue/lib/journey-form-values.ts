import type { Travel, travelInputSchema } from '@vo/domain';
import type { z } from 'zod';
import { bookableValues } from './catalogue-form-values';

/** What the journey form holds: the input of POST / PUT /api/travel before the shared schema reads it. */
export type JourneyFormValues = z.input<typeof travelInputSchema>;

/** The form's starting values: the journey being edited (its texts, euros, days and flags), or a blank new one. */
export function journeyFormValues(journey?: Travel): JourneyFormValues {
  return {
    ...bookableValues(journey),
    family: journey?.family ?? 'travel',
    kind: journey?.kind ?? 'cruise',
    destination: journey?.destination ?? '',
    country: journey?.country ?? '',
    departureOn: journey?.departureOn ?? '',
    returnOn: journey?.returnOn ?? '',
    bookingClosesOn: journey?.bookingClosesOn ?? '',
  };
}
