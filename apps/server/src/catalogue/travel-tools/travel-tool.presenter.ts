import type { TravelTool } from '@vo/domain';
import { hydraItem } from '../../lib/hydra';
import type { TravelToolRow } from './travel-tool-list';

/** Spec section 7 /api/travel_tools: an external travel partner and its link template. */
export const presentTravelTool = (row: TravelToolRow): TravelTool =>
  hydraItem('travel_tools', 'TravelTool', row.id, {
    code: row.code,
    name: row.name,
    searchLink: row.searchLink,
    sort: row.sort,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  });
