import type { Club } from '@vo/domain';
import { hydraItem } from '../lib/hydra';
import type { ClubRow } from './club-list';

/** Spec section 3 "Club requirements"; the bonus share in percent (stored in basis points). */
export const presentClub = (row: ClubRow): Club =>
  hydraItem('clubs', 'Club', row.id, {
    name: row.name,
    isTravel: row.isTravel,
    directMin: row.directMin,
    salesMin: row.salesMin,
    maxPerDirect: row.maxPerDirect,
    salesMinTeam: row.salesMinTeam,
    bonusShare: row.bonusShareBp / 100,
    rightToCollection: row.rightToCollection,
    sort: row.sort,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  });
