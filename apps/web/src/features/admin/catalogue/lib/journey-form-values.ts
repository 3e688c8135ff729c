import { CATALOGUE_LANGUAGES, type LocalizedText, type Travel, type travelInputSchema } from '@vo/domain';
import type { z } from 'zod';

/** What the journey form holds: the input of POST / PUT /api/travel before the shared schema reads it. */
export type JourneyFormValues = z.input<typeof travelInputSchema>;

const emptyText = (): LocalizedText => ({ es: '', en: '', pt: '' });
const copyText = (text: LocalizedText): LocalizedText => Object.fromEntries(CATALOGUE_LANGUAGES.map((l) => [l, text[l]])) as LocalizedText;

/** The form's starting values: the journey being edited (its texts, euros, days and flags), or a blank new one. */
export function journeyFormValues(journey?: Travel): JourneyFormValues {
  if (!journey) {
    return {
      title: emptyText(), description: emptyText(), family: 'travel', kind: 'cruise', destination: '', country: '',
      departureOn: '', returnOn: '', bookingClosesOn: '', price: 0, deposit: 0, seats: 0, permSoc: true, permDis: true, isActive: true,
    };
  }
  return {
    title: copyText(journey.title),
    description: copyText(journey.description),
    family: journey.family,
    kind: journey.kind,
    destination: journey.destination,
    country: journey.country,
    departureOn: journey.departureOn,
    returnOn: journey.returnOn,
    bookingClosesOn: journey.bookingClosesOn,
    price: journey.price,
    deposit: journey.deposit,
    seats: journey.seats,
    permSoc: journey.permSoc,
    permDis: journey.permDis,
    isActive: journey.isActive,
  };
}
