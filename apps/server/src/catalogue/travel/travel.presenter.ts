import type { Travel } from '@vo/domain';
import { hydraItem } from '../../lib/hydra';
import { presentBookable } from '../bookable';
import type { TravelRow } from './travel-list';

/** Spec section 7 /api/travel: a journey; `country` is its ISO code and `excursions` how many the viewer may see. */
export const presentTravel = ({ journey: j, excursions }: TravelRow): Travel =>
  hydraItem('travel', 'Travel', j.id, {
    ...presentBookable('/api/travel', j),
    family: j.family,
    kind: j.kind,
    destination: j.destination,
    country: j.countryCode,
    departureOn: j.departureOn,
    returnOn: j.returnOn,
    bookingClosesOn: j.bookingClosesOn,
    excursions,
  });
