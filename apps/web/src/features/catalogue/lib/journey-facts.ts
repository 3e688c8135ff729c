import type { TFunction } from 'i18next';
import type { Travel } from '@vo/domain';
import type { Formatter } from '@/lib/format';

/** The facts a journey shows in its card and on its page; the page adds the day bookings close. */
export function journeyFacts(journey: Travel, t: TFunction, format: Formatter, { withClosing = false } = {}) {
  const facts = [
    { label: t('catalogue.departure'), value: format.day(journey.departureOn) },
    { label: t('catalogue.return'), value: format.day(journey.returnOn) },
    { label: t('catalogue.price'), value: format.euros(journey.price) },
    { label: t('catalogue.deposit'), value: format.euros(journey.deposit) },
  ];
  return withClosing ? [...facts, { label: t('catalogue.bookingCloses'), value: format.day(journey.bookingClosesOn) }] : facts;
}
