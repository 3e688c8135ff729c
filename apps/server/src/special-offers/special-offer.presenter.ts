import { centsToEuros, madridDay, type SpecialOffer } from '@vo/domain';
import type { memberships } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import type { SpecialOfferRow } from './offer-days';

type Level = Pick<typeof memberships.$inferSelect, 'id' | 'level' | 'name' | 'type' | 'positionAmount'>;

/** GET /api/admin/special_offers item: the offer in euros, its level, and whether sign-ups get it today. */
export function presentSpecialOffer(offer: SpecialOfferRow, level: Level, today = madridDay()): SpecialOffer {
  return hydraItem('admin/special_offers', 'SpecialOffer', offer.id, {
    membership: { id: level.id, level: level.level, name: level.name, type: level.type, positionAmount: centsToEuros(level.positionAmount) },
    registrationPrice: centsToEuros(offer.registrationPrice),
    validFrom: offer.validFrom,
    validTo: offer.validTo,
    active: offer.active,
    current: offer.active && offer.validFrom <= today && today <= offer.validTo,
  });
}
