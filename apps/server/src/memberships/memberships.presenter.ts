import { centsToEuros } from '@vo/domain';
import type { memberships } from '../db/schema';
import { hydraItem } from '../lib/hydra';

export const presentMembership = (m: typeof memberships.$inferSelect) =>
  hydraItem('member_ships', 'MemberShip', m.id, {
    level: m.level,
    name: m.name,
    type: m.type,
    isDefault: m.isDefault,
    active: m.active,
    positionAmount: centsToEuros(m.positionAmount),
    monthAmount: centsToEuros(m.monthAmount),
    annualAmount: centsToEuros(m.annualAmount),
    earnsCommissions: m.earnsCommissions,
    travelFeatures: m.travelFeatures,
  });
