import { centsToEuros, type AdminMembership, type MemberShip } from '@vo/domain';
import type { memberships, specialOffers } from '../db/schema';
import { hydraItem } from '../lib/hydra';
import { membershipRatesOf } from './membership-rates';

type Membership = typeof memberships.$inferSelect;

type SpecialOfferRow = typeof specialOffers.$inferSelect;

/** A level as the registration form shows it, with the special offer it has today (null: none). */
export const presentMembership = (m: Membership, offer: SpecialOfferRow | null): MemberShip =>
  hydraItem('member_ships', 'MemberShip', m.id, {
    level: m.level,
    name: m.name,
    type: m.type,
    isDefault: m.isDefault,
    active: m.active,
    positionAmount: centsToEuros(m.positionAmount),
    monthAmount: centsToEuros(m.monthAmount),
    monthlyPayment: centsToEuros(m.monthlyPayment),
    monthlyPayments: m.monthlyPayments.map(centsToEuros),
    isApplyFeeMonthAmount: m.isApplyFeeMonthAmount,
    isApplyFeeMonthly: m.isApplyFeeMonthly,
    annualAmount: centsToEuros(m.annualAmount),
    earnsCommissions: m.earnsCommissions,
    travelFeatures: m.travelFeatures,
    specialOffer: offer && { id: offer.id, registrationPrice: centsToEuros(offer.registrationPrice), validTo: offer.validTo },
  });

/** GET /api/admin/memberships item: the level with its figures as the console edits them. */
export const presentAdminMembership = (m: Membership): AdminMembership =>
  hydraItem('admin/memberships', 'MembershipRates', m.id, { level: m.level, name: m.name, type: m.type, active: m.active, ...membershipRatesOf(m) });
